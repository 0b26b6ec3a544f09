// The sandbox's card form for the token flow (Secure Checkout, /square-test) when Square's keys
// are unset: the card is checked like the sandbox's intents (decisions.md "Payments") and turned
// into one of Square's own sandbox test tokens, which the sandbox gateway then charges or declines.
import { businessToday } from '../../../domain/scheduling/business-time';
import { fieldError } from '../../plugins/errors';
import { checkSandboxCard, SANDBOX_CARD_TOKENS } from '../../services/payments/sandbox-gateway';

export function tokenizeSandboxCard(
  card: { cardNumber: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): string {
  const result = checkSandboxCard(
    { number: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
    now,
  );
  if (result.status === 'succeeded') return SANDBOX_CARD_TOKENS.ok;
  switch (result.code) {
    case 'card_declined':
      return SANDBOX_CARD_TOKENS.declined;
    case 'invalid_number':
      throw fieldError('cardNumber', result.message);
    case 'invalid_cvc':
      throw fieldError('cvc', result.message);
    case 'expired_card': {
      const thisYear = Number(businessToday(now).slice(0, 4));
      throw fieldError(card.expYear < thisYear ? 'expYear' : 'expMonth', result.message);
    }
    default:
      throw fieldError('cardNumber', result.message);
  }
}
