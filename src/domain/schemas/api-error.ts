// The body of every 4xx/5xx answer, and the conversions into it.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  /** Dotted field path (e.g. "tvs.0.fireplaceOutlet") -> what is wrong with it. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
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
  if (!first) return { message: fallback };
  const message = first.field ? `${first.field}: ${first.message}` : first.message;
  return { message, fieldErrors };
}
