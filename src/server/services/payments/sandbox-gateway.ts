// The built-in test-mode gateway (decisions.md "Payments"): behaves like a provider's test mode.
// 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, a number failing the Luhn check
// is invalid, the expiry must be in the future, the CVC has 3 or 4 digits. No money moves.
import { randomBytes } from 'node:crypto';
import { businessToday } from '../../../domain/scheduling/business-time';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_INVALID_MESSAGE,
  SANDBOX_TEST_CARDS,
} from '../../../domain/schemas/payments';
import type { CardDetails, ConfirmResult, PaymentGateway } from './gateway';

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (business time zone). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const [year, month] = businessToday(now).split('-').map(Number) as [number, number];
  return expYear < year || (expYear === year && expMonth < month);
}

export function checkSandboxCard(card: CardDetails, now: Date): ConfirmResult {
  const number = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(number)) {
    return { status: 'failed', code: 'invalid_number', message: CARD_INVALID_MESSAGE };
  }
  if (isExpired(card.expMonth, card.expYear, now)) {
    return { status: 'failed', code: 'expired_card', message: CARD_EXPIRED_MESSAGE };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return {
      status: 'failed',
      code: 'invalid_cvc',
      message: 'Your card’s security code is invalid.',
    };
  }
  if (number === SANDBOX_TEST_CARDS.declined) {
    return { status: 'failed', code: 'card_declined', message: CARD_DECLINED_MESSAGE };
  }
  // Like a provider's test mode, any other valid test number is accepted.
  return { status: 'succeeded' };
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The sandbox's card tokens: the same test values Square's own sandbox accepts, handed out by the
 * sandbox card form's tokenize call after the card passed `checkSandboxCard` (or was declined).
 */
export const SANDBOX_CARD_TOKENS = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
} as const;

export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    testMode: true,
    async createIntent(input) {
      const providerRef = `sbx_pi_${token(12)}`;
      return {
        providerRef,
        clientSecret: `${providerRef}_secret_${token(16)}`,
        amountCents: input.amountCents,
      };
    },
    async confirm({ card, now }) {
      if (!card) {
        return {
          status: 'failed',
          code: 'processing_error',
          message: 'The sandbox needs the card details.',
        };
      }
      return checkSandboxCard(card, now);
    },
    async chargeToken(input) {
      const providerRef = `sbx_py_${token(12)}`;
      if (input.token === SANDBOX_CARD_TOKENS.ok) {
        return { status: 'succeeded', providerRef, amountCents: input.amountCents };
      }
      if (input.token === SANDBOX_CARD_TOKENS.declined) {
        return { status: 'failed', providerRef, message: CARD_DECLINED_MESSAGE };
      }
      return { status: 'failed', providerRef: null, message: 'Payment validation failed' };
    },
    async refund() {
      return { refundRef: `sbx_re_${token(12)}`, status: 'succeeded' };
    },
  };
}
