import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';

/**
 * Phones and tablets (below the lg breakpoint): the total and the screen's next button stay at the
 * bottom of the screen (issue 12), instead of thousands of pixels down the page. From lg up the
 * same button sits in the side column, so each width shows exactly one of them.
 */
export function StickyTotalBar({
  totalCents,
  label,
  children,
}: {
  totalCents: number;
  /** 'Total' unless the screen names it otherwise ('To pay'). */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // The page ends above the bar, so the footer's last lines are never hidden under it.
  useEffect(() => {
    document.body.classList.add('has-sticky-bar');
    return () => document.body.classList.remove('has-sticky-bar');
  }, []);
  return (
    <div
      role="region"
      aria-label={t`Order total`}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="flex shrink-0 flex-col leading-tight">
          <span className="text-xs text-muted-foreground">{label ?? t`Total`}</span>
          <span className="text-lg font-bold tabular-nums" data-testid="sticky-total">
            {formatMoney(totalCents, locale)}
          </span>
        </p>
        <div className="ml-auto flex min-w-0 justify-end [&>button]:max-w-full [&>button]:whitespace-normal">
          {children}
        </div>
      </div>
    </div>
  );
}
