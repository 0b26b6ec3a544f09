// Buy-now-pay-later: four interest-free payments of total/4 to the cent (booking-flow.md
// section 9). One rule for the payment step and the sandbox plan page.
export const AFTERPAY_INSTALLMENTS = 4;

/** One installment in integer cents, rounded half up: 21898 -> 5475. */
export function afterpayInstallmentCents(totalCents: number): number {
  return Math.round(totalCents / AFTERPAY_INSTALLMENTS);
}
