import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Quote } from '@/domain/schemas/quote';
import { useTvLabel } from './use-tv-label';

/** A service or product line: its name, how many when more than one, and its total. */
function CountedLine({
  name,
  line: { quantity, totalCents },
}: {
  name: string;
  line: { quantity: number; totalCents: number };
}) {
  const locale = useLocale();
  return (
    <div className="flex justify-between">
      <dt>
        {name}
        {quantity > 1 && ` × ${quantity}`}
      </dt>
      <dd>{formatMoney(totalCents, locale)}</dd>
    </div>
  );
}

/** The engine's breakdown, line for line (decisions.md "Quote call"). */
export function PriceBreakdown({
  quote,
  title,
}: {
  quote: Quote;
  /** 'Price Breakdown' unless the screen names it otherwise ('Order Summary'). */
  title?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const tvLabel = useTvLabel();
  const onceLabel = (fee: string) => t`${fee} (once per booking)`;
  return (
    <section aria-labelledby="breakdown-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="breakdown-title" className="text-lg font-semibold">
        {title ?? t`Price Breakdown`}
      </h2>
      {quote.tvs.length === 0 && quote.services.length === 0 && quote.products.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Add a TV to see your price.</Trans>
        </p>
      ) : (
        <dl className="mt-3 space-y-3 text-sm">
          {quote.tvs.map((tv) => (
            // One name, then its price and its parts: a dt with two dd (valid in a dl, axe).
            <div key={tv.index} className="grid grid-cols-[1fr_auto] gap-x-2">
              <dt className="font-medium">{tvLabel(tv.index + 1, tv.room)}</dt>
              <dd className="font-medium">{money(tv.totalCents)}</dd>
              <dd className="col-span-2">
                <ul className="mt-1 space-y-0.5 pl-3 text-muted-foreground">
                  {tv.parts.map((part) => (
                    <li key={part.key} className="flex justify-between">
                      <span>{part.label}</span>
                      <span>{money(part.cents)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
          {quote.discountCents > 0 && (
            <div className="flex justify-between font-medium text-success">
              <dt>
                <Trans>Multi-TV discount (10%)</Trans>
              </dt>
              <dd>-{money(quote.discountCents)}</dd>
            </div>
          )}
          {quote.oneTimeFees.map((fee) => (
            <div key={fee.key} className="flex justify-between">
              <dt>{onceLabel(fee.label)}</dt>
              <dd>{money(fee.cents)}</dd>
            </div>
          ))}
          {quote.services.map((line) => (
            <CountedLine key={`${line.type}-${line.option}`} name={line.label} line={line} />
          ))}
          {quote.products.map((line) => (
            <CountedLine key={line.productId} name={line.name} line={line} />
          ))}
          <div className="flex justify-between border-t pt-3 text-base font-bold">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd data-testid="quote-total">{money(quote.totalCents)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
