// The body of every 4xx/5xx answer, and the conversions into it.
import { z } from 'zod';

/**
 * Every error's stable, machine-readable name (decisions.md "Error codes", docs/decisions/054):
 * screens translate by code, never by matching English sentences. The generic ones follow the
 * status (errorCodeOf); the rest name a case the booking rules tell apart.
 */
export const API_ERROR_CODES = [
  'field_invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'body_too_large',
  'unsupported_media_type',
  'url_too_long',
  'idempotency_key_reused',
  'rate_limited',
  'internal_error',
  'bad_gateway',
  'unavailable',
  /** The window has no room left for the job (someone else just took it). */
  'slot_full',
  /** The office blocked the window. */
  'slot_closed',
  /** Within 24 hours of the window: changes are made by phone (`params.phone`). */
  'change_cut_off',
  /** The booking is cancelled, started or done: it cannot be changed online (`params.phone`). */
  'booking_closed',
] as const;
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.output<typeof apiErrorCodeSchema>;

const STATUS_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: 'field_invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'body_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  422: 'idempotency_key_reused',
  429: 'rate_limited',
  502: 'bad_gateway',
  503: 'unavailable',
};

/** The generic code of a status: what an error carries when nothing more precise was given. */
export function errorCodeOf(status: number): ApiErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'field_invalid');
}

export const apiErrorSchema = z.object({
  message: z.string(),
  code: apiErrorCodeSchema,
  /** Dotted field path (e.g. "tvs.0.fireplaceOutlet") -> what is wrong with it. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** The values the message names (a phone number, a date), for a screen that words its own. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.output<typeof apiErrorSchema>;

export interface FieldError {
  /** Dotted path into the request body, e.g. "additionalServices.1.option". */
  readonly field: string;
  readonly message: string;
}

/** The path form used in fieldErrors: segments joined by dots; the body itself is "". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Zod issues as field errors, in the engine's dotted-path form. */
export function fieldErrorsFromIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): FieldError[] {
  return issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }));
}

/**
 * A 400 body whose message names the first field (decisions.md: a forbidden combination is a
 * clear error naming the field).
 */
export function toApiError(errors: readonly FieldError[], fallback = 'Invalid request'): ApiError {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    if (!(error.field in fieldErrors)) fieldErrors[error.field] = error.message;
  }
  const first = errors[0];
  const code = 'field_invalid';
  if (!first) return { message: fallback, code };
  const message = first.field ? `${first.field}: ${first.message}` : first.message;
  return { message, code, fieldErrors };
}
