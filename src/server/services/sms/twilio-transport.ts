// Texts through Twilio's official SDK (docs/decisions/038-text-messages.md), when
// TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. TWILIO_FROM is the sending number
// or, starting MG, a messaging service. Each text asks Twilio to report its delivery to
// PUBLIC_URL + /api/sms/status.
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { AppConfig } from '../../config';
import type { TextTransport } from '../outbox/dispatcher';
import { publicSiteUrl } from '../manage-links';

export const TWILIO_API_ORIGIN = 'https://api.twilio.com';
export const SMS_STATUS_PATH = '/api/sms/status';

export type TwilioSettings = { accountSid: string; authToken: string; from: string };

/** The Twilio settings when all three are set, else null (texts stay in the outbox). */
export function twilioSettings(config: AppConfig): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  return TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
    ? { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM }
    : null;
}

/**
 * The SDK's client. Its requests go to `apiUrl` instead of api.twilio.com when set: how the tests
 * point the real SDK at their local fake (TWILIO_API_URL) without touching its code. The SDK
 * (about 14 MB of memory and 0.3 s to load) is imported with the first text, not with the server.
 */
async function twilioClient(settings: TwilioSettings, apiUrl: string | undefined) {
  const { default: twilio } = await import('twilio');
  // A send must end well inside the outbox's claim lease (CLAIM_LEASE_MS, 5 minutes).
  const httpOptions = { timeout: 30_000 };
  class RedirectedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const uri =
        apiUrl && opts.uri.startsWith(TWILIO_API_ORIGIN)
          ? apiUrl.replace(/\/+$/, '') + opts.uri.slice(TWILIO_API_ORIGIN.length)
          : opts.uri;
      return super.request<TData>({ ...opts, uri });
    }
  }
  return twilio(settings.accountSid, settings.authToken, {
    httpClient: new RedirectedRequestClient(httpOptions),
  });
}

export function createTwilioTransport(settings: TwilioSettings, config: AppConfig): TextTransport {
  let client: ReturnType<typeof twilioClient> | undefined;
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  const statusCallback = publicSiteUrl(config) + SMS_STATUS_PATH;
  return {
    async send({ to, body }) {
      client ??= twilioClient(settings, config.TWILIO_API_URL);
      const message = await (await client).messages.create({ to, body, statusCallback, ...sender });
      return { providerId: message.sid, status: message.status };
    },
  };
}
