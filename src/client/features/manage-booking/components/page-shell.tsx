import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/components/layout/use-page-title';

/** The customer pages' frame: the title in the tab, the h1 and a short line below it. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="bg-muted/40">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-2 mb-6 text-muted-foreground sm:mb-8">{intro}</div>
        {children}
      </div>
    </div>
  );
}
