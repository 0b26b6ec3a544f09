// The browser writes the server's message out (it may not import libphonenumber-js statically):
// a change of the server's wording fails here.
import { describe, expect, it } from 'vitest';
import { PHONE_US_MESSAGE, toE164US } from '@/domain/sms/phone';
import { PHONE_US_ENGLISH, PHONE_US_WORDS } from './sms-words';
import { loadUsPhoneCheck } from './us-phone-check';

describe('the texts-only phone message', () => {
  it('is the server’s, word for word', () => {
    expect(PHONE_US_ENGLISH).toBe(PHONE_US_MESSAGE);
    expect(PHONE_US_WORDS.message).toBe(PHONE_US_MESSAGE);
  });
});

describe('the browser’s US number check', () => {
  it('answers as the server’s toE164US does', async () => {
    const isUs = await loadUsPhoneCheck();
    for (const text of ['(704) 555-0142', '704-555-0142', '+1 704 555 0142', '7045550142']) {
      expect(isUs(text), text).toBe(true);
      expect(toE164US(text)).toBe('+17045550142');
    }
    for (const text of ['555-0142', '(123) 456-7890', '+44 20 7946 0958', 'call me']) {
      expect(isUs(text), text).toBe(false);
      expect(toE164US(text)).toBeNull();
    }
  });
});
