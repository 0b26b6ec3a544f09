import { ApiRequestError } from './api-client';
import { serverMessageInPageLanguage } from './server-messages';

/** "tvs.0.wallType: Choose a wall" -> "Choose a wall": field keys are for forms, not for people. */
export function withoutFieldKey(message: string): string {
  return message.replace(/^[a-z][\w.[\]]*: /, '');
}

/**
 * What to tell a customer about a failed call (issue 12: no field keys anywhere a customer looks):
 * the first field's own message, else the server's message without its key, else the fallback.
 * A server fault (5xx) gets the fallback, never its text. On a page in another language than
 * English the server's message is shown translated (server-messages.ts), or the fallback, which
 * the caller writes in the page's language, when it has no translation.
 */
export function plainErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return fallback;
  const first = Object.values(error.body?.fieldErrors ?? {})[0];
  const message = first ?? (error.body?.message ? withoutFieldKey(error.body.message) : undefined);
  return (message && serverMessageInPageLanguage(message)) ?? fallback;
}
