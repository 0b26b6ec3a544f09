import type { ApiError } from '@/domain/schemas/api-error';

/**
 * Any non-OK answer throws this; its message is "STATUS: body text" (or the status text when the
 * body is empty), as booking-flow.md section 8 says. `body` keeps the parsed error for forms.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiError | null,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own message, for toasts and form errors. */
  get serverMessage(): string {
    return this.body?.message ?? (this.bodyText || this.message);
  }
}

type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** The one way the browser talks to the API: credentials included, JSON only when a body exists. */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (options.signal) init.signal = options.signal;
  const response = await fetch(path, init);
  if (!response.ok) {
    const text = await response.text();
    let parsed: ApiError | null = null;
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object' && 'message' in json) parsed = json as ApiError;
    } catch {
      // Not JSON: the text itself is the message.
    }
    throw new ApiRequestError(response.status, text, parsed, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('GET', path, undefined, options);
