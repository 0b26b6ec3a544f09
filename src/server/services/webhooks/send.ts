// One attempt of one delivery (decisions.md "Integrations"): the stored body, signed with the
// endpoint's secret by the standardwebhooks library, POSTed with a 10 s limit. A 2xx is success;
// anything else (another status, a redirect, no answer, a refused address) is a failure to retry.
// The receiver's answer is read up to 64 KB and the connection dropped (decisions.md "Holding up
// under abuse": one answering 1.5 GB took the server to 1,382 MB).
import { Webhook } from 'standardwebhooks';
import { webhookUrlProblem, type Lookup } from './url-rules';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read; the rest is never asked for. */
export const MAX_ANSWER_BYTES = 64 * 1024;

export type WebhookAttempt = { ok: boolean; responseStatus: number | null; error: string | null };

export type WebhookMessage = { messageId: string; body: string; url: string; secret: string };

/** `abandon`: shutdown; the attempt stops at once (the caller leaves the delivery to a retry). */
export type WebhookSender = (
  message: WebhookMessage,
  at: Date,
  abandon?: AbortSignal,
) => Promise<WebhookAttempt>;

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
  return async (message, at, abandon) => {
    const refused = await webhookUrlProblem(message.url, options.production, options.resolve);
    if (refused) return { ok: false, responseStatus: null, error: `Refused: ${refused}` };
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    // Ours: dropped once the answer's first 64 KB are read.
    const drop = new AbortController();
    const signal = AbortSignal.any([
      drop.signal,
      AbortSignal.timeout(timeoutMs),
      ...(abandon ? [abandon] : []),
    ]);
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
        signal,
      });
      // The answer's body is not needed: its start is read (a receiver that answers at once is
      // left a clean connection), then the connection is dropped.
      await readAtMost(response, MAX_ANSWER_BYTES).catch(() => undefined);
      drop.abort();
      const ok = response.status >= 200 && response.status < 300;
      return { ok, responseStatus: response.status, error: ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, responseStatus: null, error: describeFailure(error, timeoutMs) };
    }
  };
}

/** Reads at most `limit` bytes of the answer's body, discarding them; stops early at its end. */
async function readAtMost(response: Response, limit: number): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  while (read < limit) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  // fetch's "fetch failed" hides the reason in `cause` (ECONNREFUSED, ENOTFOUND...).
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string }) : null;
  const detail = cause?.code ?? cause?.message;
  const message = error instanceof Error ? error.message : String(error);
  return (detail ? `${message}: ${detail}` : message).slice(0, 500);
}
