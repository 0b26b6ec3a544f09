import type { ReactNode } from 'react';
import { PrintGuideButton } from './print-guide-button';

/**
 * The frame both pricing pages share: the title over its lead (and any status line), the print
 * button beside them, then the page's cards.
 */
export function PricingPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {lead}
        </div>
        <PrintGuideButton />
      </div>
      {children}
    </div>
  );
}
