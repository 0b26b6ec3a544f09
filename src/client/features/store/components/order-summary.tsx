import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import { cn } from '@/client/lib/utils';

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  lineCents: number;
}

/** A product's name in the page's language, from its id and the English name the order keeps. */
export type NameOf = (productId: number, name: string) => string;

/** A priced order's items (the server's answer) as summary lines, named by `nameOf`. */
export const orderLines = (
  items: readonly { productId: number; name: string; quantity: number; lineTotalCents: number }[],
  nameOf: NameOf = (_, name) => name,
): SummaryLine[] =>
  items.map((item) => ({
    key: String(item.productId),
    name: nameOf(item.productId, item.name),
    quantity: item.quantity,
    lineCents: item.lineTotalCents,
  }));

/**
 * "Order Summary": each line with its price, then the total (`totalLabel`), then `children` (a
 * note under it). `id` names the section by its heading, at the page's level (`Heading`).
 */
export function OrderSummary({
  id,
  Heading,
  className,
  lines,
  totalLabel,
  totalCents,
  children,
}: {
  id: string;
  Heading: 'h2' | 'h3';
  className: string;
  lines: readonly SummaryLine[];
  /** 'Total' unless named. */
  totalLabel?: string;
  totalCents: number;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby={id} className={cn('rounded-lg p-4', className)}>
      <Heading id={id} className="mb-2 font-semibold">
        <Trans>Order Summary</Trans>
      </Heading>
      <ul className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span>
              {line.name} x {line.quantity}
            </span>
            <span className="tabular-nums">{formatMoney(line.lineCents, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t pt-2 font-semibold">
        <span>{totalLabel ?? t`Total`}</span>
        <span className="tabular-nums">{formatMoney(totalCents, locale)}</span>
      </p>
      {children}
    </section>
  );
}
