import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { plainErrorMessage, withoutFieldKey } from './api-error-message';

const apiError = (status: number, body: object | null) =>
  new ApiRequestError(status, JSON.stringify(body), body as never, 'Bad Request');

describe('messages a customer sees', () => {
  it.each([
    ['email: Enter a valid email address', 'Enter a valid email address'],
    ['cardNumber: Check the card number', 'Check the card number'],
    ['roomPhotos.1: Photo 2 is not an image', 'Photo 2 is not an image'],
    ['tvs.0.fireplaceOutlet: Only on drywall', 'Only on drywall'],
    [
      'That time was just booked. Please pick another.',
      'That time was just booked. Please pick another.',
    ],
    ['Note: call first', 'Note: call first'],
  ])('%j reads %j', (message, plain) => {
    expect(withoutFieldKey(message)).toBe(plain);
  });

  it('prefers the first field message, never shows a key, and hides server faults', () => {
    const fields = apiError(400, {
      message: 'expYear: The card has expired',
      fieldErrors: { expYear: 'The card has expired', cvc: 'Enter the 3 or 4 digits' },
    });
    expect(plainErrorMessage(fields, 'x')).toBe('The card has expired');
    expect(plainErrorMessage(apiError(409, { message: 'Taken' }), 'x')).toBe('Taken');
    expect(plainErrorMessage(apiError(500, { message: 'db: boom' }), 'Try again.')).toBe(
      'Try again.',
    );
    expect(plainErrorMessage(new Error('network'), 'Try again.')).toBe('Try again.');
  });
});
