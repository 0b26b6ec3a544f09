import type { ApiError } from '@/domain/schemas/api-error';

/**
 * An error body as read: our server always sends a `code` (docs/decisions/054), a proxy's or an
 * older server's answer may not, so screens fall back on the message.
 */
export type ApiErrorBody = Omit<ApiError, 'code'> & Partial<Pick<ApiError, 'code'>>;

/**
 * Any non-OK answer throws this; its message is "STATUS: body text" (or the status text when the
 * body is empty), as booking-flow.md section 8 says. `body` keeps the parsed error for forms.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
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

export type RequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The staff member's token, sent as `authorization: Bearer ...` (docs/decisions/004). */
  token?: string | null;
};

async function errorOf(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  let parsed: ApiErrorBody | null = null;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && 'message' in json) parsed = json as ApiErrorBody;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return new ApiRequestError(response.status, text, parsed, response.statusText);
}

/**
 * The one way the browser talks to the API: credentials included, the staff token as a bearer
 * header when given, a Blob (a photo, an image) as the raw body with its own type, anything else
 * as JSON. Any non-OK answer throws an ApiRequestError.
 */
async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body instanceof Blob) {
    headers['content-type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (options.signal) init.signal = options.signal;
  const response = await fetch(path, init);
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** A call answered with JSON (or text, or nothing for 204). */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('GET', path, undefined, options);

/** A file the API answers (a private room photo, a CSV export), read whole. */
export const apiGetBlob = async (path: string, options: RequestOptions = {}): Promise<Blob> =>
  (await send('GET', path, undefined, options)).blob();
