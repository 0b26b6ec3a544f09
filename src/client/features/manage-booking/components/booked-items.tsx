// What was booked, line for line as the server priced it (integer cents), and the total.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { tvLineText } from '../lib/booking-view-text';

function Line({ label, cents, className }: { label: string; cents: number; className?: string }) {
  const locale = useLocale();
  return (
    <div className={className ?? 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{formatMoney(cents, locale)}</dd>
    </div>
  );
}

const withQuantity = (label: string, quantity: number) =>
  quantity > 1 ? `${label} × ${quantity}` : label;

export function BookedItems({ view }: { view: CustomerBookingView }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { names } = useCustomerWords();
  const money = (cents: number) => formatMoney(cents, locale);
  const nothingListed =
    view.tvs.length === 0 && view.services.length === 0 && view.products.length === 0;
  return (
    <dl className="space-y-3 text-sm">
      {nothingListed && (
        <div className="flex justify-between gap-4">
          <dt>{view.serviceName}</dt>
          <dd className="sr-only">
            <Trans>Included in the total</Trans>
          </dd>
        </div>
      )}
      {view.tvs.map((tv) => {
        const text = tvLineText(tv, i18n, names);
        return (
          // One name, then its price and its parts: a dt with two dd (valid in a dl, axe).
          <div key={tv.index} className="grid grid-cols-[1fr_auto] gap-x-4">
            <dt className="font-medium">
              {text.title}
              <span className="block font-normal text-muted-foreground">{text.detail}</span>
            </dt>
            <dd className="font-medium tabular-nums">{money(tv.totalCents)}</dd>
            <dd className="col-span-2">
              <ul className="mt-1 space-y-0.5 border-l-2 pl-3 text-muted-foreground">
                {tv.parts.map((part) => (
                  <li key={part.key} className="flex justify-between gap-4">
                    <span>{part.label}</span>
                    <span className="tabular-nums">{money(part.cents)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        );
      })}
      {view.discountCents > 0 && (
        <div className="flex justify-between gap-4 font-medium text-success">
          <dt>
            <Trans>Multi-TV discount (10%)</Trans>
          </dt>
          <dd className="tabular-nums">-{money(view.discountCents)}</dd>
        </div>
      )}
      {view.oneTimeFees.map(({ key, label, cents }) => (
        <Line key={key} label={t`${label} (once per booking)`} cents={cents} />
      ))}
      {view.services.map((line) => (
        <Line
          key={`${line.type}-${line.option}`}
          label={withQuantity(line.label, line.quantity)}
          cents={line.totalCents}
        />
      ))}
      {view.products.map((line) => (
        <Line
          key={line.productId}
          label={withQuantity(line.name, line.quantity)}
          cents={line.totalCents}
        />
      ))}
      <Line
        label={t`Total`}
        cents={view.totalPrice}
        className="flex justify-between gap-4 border-t pt-3 text-base font-bold"
      />
    </dl>
  );
}
