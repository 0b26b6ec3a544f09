import { pagePath } from '@/domain/site/paths';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/components/layout/use-page-title';
import { Link } from 'react-router';
import { useBusiness } from '@/client/lib/use-business';
import { cn } from '@/client/lib/utils';

/**
 * The frame of every demo and diagnostic page (decisions.md "Demo and diagnostic pages"): its
 * own landmark, noindex, and no link to it from the customer header or footer.
 */
export function DemoFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const business = useBusiness();
  usePageTitle(title);
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-slate-50 pb-40 outline-none">
      {/* noindex comes with the page's head from the server (routes/pages/page-head.ts). */}
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:px-6">
          <Link
            to={pagePath('home')}
            className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {business?.name}
          </Link>
          <span className="ml-auto rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Test page
          </span>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
          {title}
        </h1>
        {intro && <div className="mt-2 max-w-3xl text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </main>
  );
}

/** One titled section of a demo page: the h2 names the section. */
export function DemoSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn('text-lg font-bold', headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A grid of small cards, each an icon, a title and a line of text. */
export function DemoTiles({
  tiles,
  className,
}: {
  tiles: readonly { icon: LucideIcon; title: string; text: string }[];
  className: string;
}) {
  return (
    <ul className={cn('mt-3 grid gap-3', className)}>
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-lg border border-slate-200 bg-white p-4">
          <Icon className="size-6 text-blue-700" aria-hidden />
          <h3 className="mt-2 font-semibold">{title}</h3>
          <p className="text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export type CheckStatus = 'pending' | 'loading' | 'success' | 'error' | 'warning';

const STATUS_STYLES: Record<CheckStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  loading: 'bg-blue-100 text-blue-900',
  success: 'bg-green-100 text-green-900',
  error: 'bg-red-100 text-red-900',
  warning: 'bg-amber-100 text-amber-950',
};

/** One diagnostic's status badge: pending, loading, success, error or warning. */
export function StatusBadge({ status }: { status: CheckStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${STATUS_STYLES[status]}`}
    >
      {status}
    </span>
  );
}
