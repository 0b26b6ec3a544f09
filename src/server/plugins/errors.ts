import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeOf, type ApiError, type ApiErrorCode } from '../../domain/schemas/api-error';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/unreachable';

/** What an error names beyond its status: its code (decisions.md "Error codes") and values. */
export type ErrorDetail = {
  readonly code?: ApiErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
};

/**
 * Thrown by services for a user's mistake or a conflict; the error handler turns it into JSON.
 * Its code is the status's generic one (errorCodeOf) unless the thrower names a precise one.
 */
export class HttpError extends Error {
  readonly code: ApiErrorCode;
  readonly params: Readonly<Record<string, string | number>> | undefined;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.code = detail.code ?? errorCodeOf(statusCode);
    this.params = detail.params;
  }
}

/** The JSON body of an error answer: its message and the code of its status or the given one. */
export function errorBody(status: number, message: string, detail: ErrorDetail = {}): ApiError {
  const body: ApiError = { message, code: detail.code ?? errorCodeOf(status) };
  if (detail.params) body.params = { ...detail.params };
  return body;
}

/** A 400 that names the field: `fieldError('email', 'Enter a valid e-mail address')`. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, { [field]: message });
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign in required',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please wait and try again.',
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The booking system is briefly unavailable. Please try again in a moment.';

/** Fastify's own refusals of a request's body, worded so they name what is wrong (010). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: Send a JSON body (it was empty)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: Does not match the body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: Request body is too large',
};

/**
 * Requests the router refuses before any hook runs (a path parameter over maxParamLength, a
 * malformed percent-encoding): the same `{ message }` shape naming the path, and never cached.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'url: A path segment is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'url: Malformed path'
        : `url: ${error.message}`;
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).header('cache-control', 'no-store').send(errorBody(status, message));
}

/**
 * One error shape for every failure: `{ message, code, fieldErrors?, params? }`
 * (docs/decisions/003-error-shape.md, 054).
 * Validation failures name each field; a client's mistake is never a 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fieldErrors[path] ??= issue.message ?? 'is invalid';
      }
      const first = Object.entries(fieldErrors)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
      return reply
        .status(400)
        .send({ message, code: 'field_invalid', fieldErrors } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      const body = errorBody(error.statusCode, error.message, error);
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type, 429 ...
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'body: Malformed JSON'
          : status === 429
            ? (CLIENT_ERROR_MESSAGES[429] ?? 'Too many requests')
            : (FASTIFY_CLIENT_ERRORS[error.code] ??
              (error.message || (CLIENT_ERROR_MESSAGES[status] ?? 'Bad request')));
      return reply.status(status).send(errorBody(status, message));
    }
    // The database is down or restarting: the client may retry soon (docs/decisions/012).
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'request failed: the database cannot be reached');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
