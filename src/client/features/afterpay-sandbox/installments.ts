// The sandbox page's payment plan: four interest-free payments, two weeks apart, starting today
// in the business time zone. Pure, so it is tested without a browser.
import { afterpayPlanCents } from '@/domain/pricing/afterpay';
import { addDays } from '@/domain/scheduling/business-time';

export const DAYS_BETWEEN_INSTALLMENTS = 14;

export type Installment = { number: number; dueDate: string; amountCents: number };

/** The payments of afterpayPlanCents (what the booking's payment step showed), dated. */
export function installmentPlan(totalCents: number, firstDate: string): Installment[] {
  return afterpayPlanCents(totalCents).map((amountCents, index) => ({
    number: index + 1,
    dueDate: addDays(firstDate, index * DAYS_BETWEEN_INSTALLMENTS),
    amountCents,
  }));
}

/** The link's `amount` in dollars ('128.99', '1500') to cents; null if it is not a real amount. */
export function parseDollars(value: string | null): number | null {
  if (!value || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const [dollars = '0', cents = ''] = value.split('.');
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return total > 0 ? total : null;
}

/** The link's `reference` (CTM- and 6 characters, decisions.md "Public references"), or null. */
export function parseReference(value: string | null): string | null {
  if (!value || !/^CTM-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/.test(value)) return null;
  return value;
}
