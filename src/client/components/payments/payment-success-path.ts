// The card-payment return page's link (issue 26): it carries the booking's manage token in the
// fragment (never sent to our server or written in its logs) and, when known, the reference, so the
// page can ask the server whether the booking is really paid.
import { pagePath } from '@/domain/site/paths';

export const PAYMENT_SUCCESS_PATH = pagePath('paymentSuccess');

/** '/payment-success?reference=CTM-7K3Q9X#manageToken=...'. */
export function paymentSuccessPath(link: { reference?: string; manageToken?: string }): string {
  const query = link.reference ? `?reference=${encodeURIComponent(link.reference)}` : '';
  const hash = link.manageToken ? `#manageToken=${encodeURIComponent(link.manageToken)}` : '';
  return `${PAYMENT_SUCCESS_PATH}${query}${hash}`;
}

/** What the page was sent with; null for a part that is missing or not of the right form. */
export function readPaymentSuccessLink(
  search: string,
  hash: string,
): { reference: string | null; manageToken: string | null } {
  const reference = new URLSearchParams(search).get('reference');
  const manageToken = new URLSearchParams(hash.replace(/^#/, '')).get('manageToken');
  return {
    reference: reference && /^CTM-[A-Z0-9]{6}$/i.test(reference) ? reference.toUpperCase() : null,
    manageToken: manageToken && /^[A-Za-z0-9_-]{20,200}$/.test(manageToken) ? manageToken : null,
  };
}
