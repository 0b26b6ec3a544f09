// Buy-now-pay-later: four interest-free payments that add up to the total exactly, in integer
// cents (booking-flow.md section 9). One rule for the payment step, the e-mails and the sandbox
// plan page (issue 26: "4 x $32.25" for $128.99 came to $129.00).
import type { Locale } from '../site/locales';
import { formatMoney } from './format-money';

export const AFTERPAY_INSTALLMENTS = 4;

/** The plan's words in each language (issue 28): "4 pagos sin intereses de $32.25". */
const PLAN_WORDS: Record<Locale, { payments: string; of: string }> = {
  en: { payments: 'interest-free payments', of: 'of' },
  es: { payments: 'pagos sin intereses', of: 'de' },
};

/**
 * The four payments in cents, the larger ones first: 12899 -> [3225, 3225, 3225, 3224]. They
 * differ by at most one cent and always add up to the total.
 */
export function afterpayPlanCents(totalCents: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Not a whole number of cents: ${totalCents}`);
  }
  const smaller = Math.floor(totalCents / AFTERPAY_INSTALLMENTS);
  const larger = totalCents - smaller * AFTERPAY_INSTALLMENTS;
  return Array.from({ length: AFTERPAY_INSTALLMENTS }, (_, index) =>
    index < larger ? smaller + 1 : smaller,
  );
}

/**
 * What a screen or an e-mail says about the plan: "4 interest-free payments of $32.25" when the
 * four are equal, otherwise "4 interest-free payments: 3 x $32.25 + $32.24".
 */
export function afterpayPlanText(totalCents: number, locale: Locale = 'en'): string {
  const plan = afterpayPlanCents(totalCents);
  const first = plan[0] ?? 0;
  const last = plan[plan.length - 1] ?? 0;
  const words = PLAN_WORDS[locale];
  const lead = `${AFTERPAY_INSTALLMENTS} ${words.payments}`;
  const money = (cents: number) => formatMoney(cents, locale);
  if (first === last) return `${lead} ${words.of} ${money(first)}`;
  const larger = plan.filter((cents) => cents === first).length;
  const smaller = AFTERPAY_INSTALLMENTS - larger;
  const part = (count: number, cents: number) =>
    count === 1 ? money(cents) : `${count} x ${money(cents)}`;
  return `${lead}: ${part(larger, first)} + ${part(smaller, last)}`;
}
