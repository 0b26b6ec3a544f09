import { formatMoney } from '@/domain/pricing/format-money';
import type { Quote } from '@/domain/schemas/quote';

/** A service or product line: its name, how many when more than one, and its total. */
function CountedLine({
  name,
  line: { quantity, totalCents },
}: {
  name: string;
  line: { quantity: number; totalCents: number };
}) {
  return (
    <div className="flex justify-between">
      <dt>
        {name}
        {quantity > 1 && ` × ${quantity}`}
      </dt>
      <dd>{formatMoney(totalCents)}</dd>
    </div>
  );
}

/** The engine's breakdown, line for line (decisions.md "Quote call"). */
export function PriceBreakdown({
  quote,
  title = 'Price Breakdown',
}: {
  quote: Quote;
  title?: string;
}) {
  return (
    <section aria-labelledby="breakdown-title" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="breakdown-title" className="text-lg font-semibold">
        {title}
      </h2>
      {quote.tvs.length === 0 && quote.services.length === 0 && quote.products.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Add a TV to see your price.</p>
      ) : (
        <dl className="mt-3 space-y-3 text-sm">
          {quote.tvs.map((tv) => (
            // One name, then its price and its parts: a dt with two dd (valid in a dl, axe).
            <div key={tv.index} className="grid grid-cols-[1fr_auto] gap-x-2">
              <dt className="font-medium">
                TV {tv.index + 1}: {tv.room}
              </dt>
              <dd className="font-medium">{formatMoney(tv.totalCents)}</dd>
              <dd className="col-span-2">
                <ul className="mt-1 space-y-0.5 pl-3 text-muted-foreground">
                  {tv.parts.map((part) => (
                    <li key={part.key} className="flex justify-between">
                      <span>{part.label}</span>
                      <span>{formatMoney(part.cents)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
          {quote.discountCents > 0 && (
            <div className="flex justify-between font-medium text-success">
              <dt>Multi-TV discount (10%)</dt>
              <dd>-{formatMoney(quote.discountCents)}</dd>
            </div>
          )}
          {quote.oneTimeFees.map((fee) => (
            <div key={fee.key} className="flex justify-between">
              <dt>{fee.label} (once per booking)</dt>
              <dd>{formatMoney(fee.cents)}</dd>
            </div>
          ))}
          {quote.services.map((line) => (
            <CountedLine key={`${line.type}-${line.option}`} name={line.label} line={line} />
          ))}
          {quote.products.map((line) => (
            <CountedLine key={line.productId} name={line.name} line={line} />
          ))}
          <div className="flex justify-between border-t pt-3 text-base font-bold">
            <dt>Total</dt>
            <dd data-testid="quote-total">{formatMoney(quote.totalCents)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
