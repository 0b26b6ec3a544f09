// The maps key check against a stand-in for Google's Places web service: a key Google takes is
// working, a refused one (billing) is not and says Google's words, an unreachable Google says so,
// and one check is shared by the callers of a while.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetMapsKeyStates, mapsKeyState, NO_KEY_ERROR } from './key-check';

const BILLING =
  'You must enable Billing on the Google Cloud Project at https://console.cloud.google.com/project/_/billing/enable';
const asked: IncomingMessage[] = [];
const google = createServer((request, response) => {
  asked.push(request);
  const key = new URL(request.url ?? '/', 'http://x').searchParams.get('key');
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify(
      key === 'good-key'
        ? { status: 'OK', predictions: [] }
        : { status: 'REQUEST_DENIED', error_message: BILLING, predictions: [] },
    ),
  );
});
await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(google.address() as AddressInfo).port}/autocomplete/json`;
afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())));

const options = { referer: 'https://mount.example.com', endpoint };

beforeEach(() => {
  forgetMapsKeyStates();
  asked.length = 0;
});

describe('mapsKeyState', () => {
  it('no key: not working, and the error says no key is configured', async () => {
    expect(await mapsKeyState(undefined, options)).toEqual({ working: false, error: NO_KEY_ERROR });
    expect(NO_KEY_ERROR).toMatch(/no google maps key is configured/i);
    expect(asked).toHaveLength(0);
  });

  it('a key Google takes is working; asked once with the site as referrer', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => mapsKeyState('good-key', options)));
    for (const answer of answers) expect(answer).toEqual({ working: true, error: null });
    expect(await mapsKeyState('good-key', options)).toEqual({ working: true, error: null });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.referer).toBe('https://mount.example.com/');
  });

  it("a refused key is not working, with Google's status and words", async () => {
    expect(await mapsKeyState('billing-off', options)).toEqual({
      working: false,
      error: `REQUEST_DENIED: ${BILLING}`,
    });
  });

  it('is asked again once the kept answer is old', async () => {
    await mapsKeyState('good-key', { ...options, now: 0 });
    await mapsKeyState('good-key', { ...options, now: 11 * 60_000 });
    expect(asked).toHaveLength(2);
  });

  it('an unreachable Google: not working, and says it could not be reached', async () => {
    const answer = await mapsKeyState('good-key', {
      ...options,
      endpoint: 'http://127.0.0.1:1/autocomplete/json',
    });
    expect(answer.working).toBe(false);
    expect(answer.error).toMatch(/^Google Maps could not be reached/);
  });
});
