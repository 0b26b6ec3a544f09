import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { PAYMENT_SENTENCES, sayPaymentSentence } from './payment-messages';

describe('sayPaymentSentence', () => {
  it.each([...PAYMENT_SENTENCES.keys()])(
    '%j: itself in English, Spanish on a Spanish page',
    (sentence) => {
      expect(sayPaymentSentence(sentence, testI18n('en'))).toBe(sentence);
      expect(sayPaymentSentence(sentence, testI18n('es'))).not.toBe(sentence);
    },
  );

  it("keeps a provider's own words it does not know", () => {
    expect(sayPaymentSentence('Tarjeta rechazada por el banco.', testI18n('es'))).toBe(
      'Tarjeta rechazada por el banco.',
    );
  });
});
