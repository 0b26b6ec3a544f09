import { formatMoney } from '@/domain/pricing/format-money';
import type { Installment } from './installments';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** The four installments as a table: which payment, when, how much. */
export function PaymentSchedule({ plan }: { plan: Installment[] }) {
  const total = plan.reduce((sum, p) => sum + p.amountCents, 0);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Payment schedule</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            Payment
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Due
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {plan.map((installment) => (
          <tr key={installment.number} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pr-3 font-normal">
              {installment.number} of {plan.length}
            </th>
            <td className="py-2 pr-3">
              {installment.number === 1 ? 'Today, ' : ''}
              {formatCalendarDate(installment.dueDate, 'medium')}
            </td>
            <td className="py-2 text-right tabular-nums">{formatMoney(installment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="py-2">
            Total
          </th>
          <td className="py-2 text-right tabular-nums">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
