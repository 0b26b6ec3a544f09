import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/schemas/api-error';

/** Thrown by services for a user's mistake or a conflict; the error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
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

/**
 * One error shape for every failure: `{ message, fieldErrors? }` (docs/decisions/003-error-shape.md).
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
      return reply.status(400).send({ message, fieldErrors } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
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
            : error.message || (CLIENT_ERROR_MESSAGES[status] ?? 'Bad request');
      return reply.status(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
