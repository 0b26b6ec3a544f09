import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

/**
 * One admin tab's card: a section named by its heading (`id`, `title`), the header's other
 * pieces (`head`: a search, a note, a button) laid out by `headClassName`, then the body.
 */
export function AdminPanel({
  id,
  title,
  head,
  headClassName,
  children,
}: {
  id: string;
  title: string;
  head?: ReactNode;
  headClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card shadow-sm">
      <div className={cn('border-b p-4', headClassName)}>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {head}
      </div>
      {children}
    </section>
  );
}
