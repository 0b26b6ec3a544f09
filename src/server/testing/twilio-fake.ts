// A local fake of the one Twilio endpoint the text transport calls, for the API tests (like the
// Stripe and Square fakes): POST /2010-04-01/Accounts/{sid}/Messages.json on 127.0.0.1, checking
// the account's Basic auth, recording each message and answering with a message SID. It can be
// told to fail the next N sends (a 500 with Twilio's error body). The real `twilio` SDK reaches it
// through TWILIO_API_URL (services/sms/twilio-transport.ts). Also: signing a webhook request as
// Twilio does, to post signed inbound texts and status callbacks.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { afterAll } from 'vitest';

export const FAKE_TWILIO = {
  accountSid: `AC${'0'.repeat(32)}`,
  authToken: 'fake-twilio-auth-token-0123456789',
  from: '+17045550100',
};

export type FakeText = {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
};

export async function startTwilioFake() {
  const sent: FakeText[] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path) {
        return answer(404, { code: 20404, message: 'Not found', status: 404 });
      }
      if (req.headers.authorization !== expectedAuth) {
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (failures > 0) {
        failures -= 1;
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const text: FakeText = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? undefined,
        messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback') ?? undefined,
      };
      sent.push(text);
      return answer(201, {
        sid: text.sid,
        account_sid: FAKE_TWILIO.accountSid,
        to: text.to,
        from: text.from ?? null,
        messaging_service_sid: text.messagingServiceSid ?? null,
        body: text.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
        uri: `${path.replace('.json', '')}/${text.sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    /** The next `count` sends answer 500. */
    failNext(count: number) {
      failures = count;
    },
    /** The app settings that send texts through this fake. */
    env(publicUrl: string): Record<string, string> {
      return {
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
        TWILIO_FROM: FAKE_TWILIO.from,
        TWILIO_API_URL: this.url,
        PUBLIC_URL: publicUrl,
      };
    },
  };
}

/** A form-encoded webhook request signed as Twilio signs it (X-Twilio-Signature). */
export function signedTwilioRequest(
  publicUrl: string,
  path: string,
  params: Record<string, string>,
  authToken = FAKE_TWILIO.authToken,
) {
  return {
    method: 'POST' as const,
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': getExpectedTwilioSignature(authToken, publicUrl + path, params),
    },
    payload: new URLSearchParams(params).toString(),
  };
}
