import { describe, expect, it } from 'vitest';
import { apiErrorSchema, fieldErrorsFromIssues, toApiError } from './api-error';
import { quoteRequestSchema } from './quote';

describe('toApiError', () => {
  it('names the first field in the message and maps every field', () => {
    const body = toApiError([
      { field: 'tvs.0.fireplaceOutlet', message: 'needs drywall' },
      { field: 'products.1.productId', message: 'Unknown product' },
      { field: 'tvs.0.fireplaceOutlet', message: 'second message for the same field' },
    ]);
    expect(body).toEqual({
      message: 'tvs.0.fireplaceOutlet: needs drywall',
      code: 'field_invalid',
      fieldErrors: {
        'tvs.0.fireplaceOutlet': 'needs drywall',
        'products.1.productId': 'Unknown product',
      },
    });
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('uses the fallback when there is no error, and no prefix for a body-level error', () => {
    expect(toApiError([])).toEqual({ message: 'Invalid request', code: 'field_invalid' });
    expect(toApiError([{ field: '', message: 'Add at least one TV' }]).message).toBe(
      'Add at least one TV',
    );
  });
});

describe('fieldErrorsFromIssues', () => {
  it('turns zod paths into the engine dotted form', () => {
    const result = quoteRequestSchema.safeParse({
      tvs: [{ tvSize: '44-55', wallType: 'glass', room: 'Den' }],
    });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      { field: 'tvs.0.wallType', message: expect.any(String) },
    ]);
  });
});
