import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import { completionErrors } from './completion-errors';

const refusal = (status: number, body: { message: string; fieldErrors?: Record<string, string> }) =>
  new ApiRequestError(status, JSON.stringify(body), body, 'Refused');

describe('completionErrors', () => {
  it.each([
    ['signature', 'signature', 'Ask the customer to sign'],
    ['customerAbsent', 'signature', 'Send true or leave it out'],
    ['photoIds', 'photos', 'Unknown photo'],
    ['photo', 'photos', 'At most 10 photos a job'],
    ['note', 'note', 'At most 2000 characters'],
    ['collectedCents', 'collected', 'Collect exactly $128.99'],
    ['bookingId', 'form', 'Not a booking id'],
  ])('puts the server field %s beside the %s field', (name, field, message) => {
    const error = refusal(400, {
      message: `${name}: ${message}`,
      fieldErrors: { [name]: message },
    });
    expect(completionErrors(error, 'fallback')).toEqual({ [field]: message });
  });

  it('shows a refusal naming no field, and a server fault, above the buttons', () => {
    expect(
      completionErrors(refusal(409, { message: 'The booking is already completed' }), 'x'),
    ).toEqual({
      form: 'The booking is already completed',
    });
    expect(completionErrors(refusal(500, { message: 'stack trace' }), 'Please try again')).toEqual({
      form: 'Please try again',
    });
  });
});
