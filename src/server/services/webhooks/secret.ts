// An endpoint's signing secret in the Standard Webhooks form: `whsec_` and the base64 of random
// bytes (the spec asks for 24 to 64; 32 here). The standardwebhooks library decodes the bytes.
import { randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}
