import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Installment } from './installments';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** The four installments as a table: which payment, when, how much. */
export function PaymentSchedule({ plan }: { plan: Installment[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const total = plan.reduce((sum, p) => sum + p.amountCents, 0);
  const count = plan.length;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        <Trans>Payment schedule</Trans>
      </caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Payment</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Due</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {plan.map(({ number, dueDate, amountCents }) => {
          const date = formatCalendarDate(dueDate, 'medium', dueDate, locale);
          return (
            <tr key={number} className="border-b last:border-b-0">
              <th scope="row" className="py-2 pr-3 font-normal">
                <Trans>
                  {number} of {count}
                </Trans>
              </th>
              <td className="py-2 pr-3">{number === 1 ? t`Today, ${date}` : date}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(amountCents, locale)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="py-2">
            <Trans>Total</Trans>
          </th>
          <td className="py-2 text-right tabular-nums">{formatMoney(total, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
