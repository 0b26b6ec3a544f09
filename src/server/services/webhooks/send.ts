// One attempt of one delivery (decisions.md "Integrations"): the stored body, signed with the
// endpoint's secret by the standardwebhooks library, POSTed with a 10 s limit. A 2xx is success;
// anything else (another status, a redirect, no answer, a refused address) is a failure to retry.
import { Webhook } from 'standardwebhooks';
import { webhookUrlProblem, type Lookup } from './url-rules';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookAttempt = { ok: boolean; responseStatus: number | null; error: string | null };

export type WebhookMessage = { messageId: string; body: string; url: string; secret: string };

export type WebhookSender = (message: WebhookMessage, at: Date) => Promise<WebhookAttempt>;

/** The three Standard Webhooks headers of an attempt at `at`. */
export function signedHeaders(message: WebhookMessage, at: Date): Record<string, string> {
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.messageId, at, message.body),
  };
}

/**
 * The real sender. In production the URL's rules are checked again (DNS may have changed since
 * registration); redirects are not followed, so a 3xx cannot lead the request elsewhere.
 */
export function httpWebhookSender(options: {
  production: boolean;
  resolve?: Lookup;
  timeoutMs?: number;
}): WebhookSender {
  return async (message, at) => {
    const refused = await webhookUrlProblem(message.url, options.production, options.resolve);
    if (refused) return { ok: false, responseStatus: null, error: `Refused: ${refused}` };
    try {
      const response = await fetch(message.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Charlotte-TV-Mounting-Webhooks/1',
          ...signedHeaders(message, at),
        },
        body: message.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      const ok = response.status >= 200 && response.status < 300;
      return { ok, responseStatus: response.status, error: ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, responseStatus: null, error: describeFailure(error) };
    }
  };
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  // fetch's "fetch failed" hides the reason in `cause` (ECONNREFUSED, ENOTFOUND...).
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : null;
  const detail = cause?.code ?? cause?.message;
  const message = error instanceof Error ? error.message : String(error);
  return (detail ? `${message}: ${detail}` : message).slice(0, 500);
}
