import { ApiRequestError } from '@/client/lib/api-client';

/** Where the dialog shows a message: beside a field, or above the buttons. */
export type CompletionField = 'photos' | 'note' | 'signature' | 'collected' | 'form';
export type CompletionErrors = Partial<Record<CompletionField, string>>;

/** The server's field names (decisions.md "Finishing a job") as the dialog's fields. */
const FIELDS: Record<string, CompletionField> = {
  photo: 'photos',
  photoIds: 'photos',
  note: 'note',
  signature: 'signature',
  customerAbsent: 'signature',
  collectedCents: 'collected',
};

/**
 * A refusal of the photo uploads or of the completion, each message beside the field it names
 * (`fieldErrors`, as fieldError() on the server writes them); anything else, a 403 or a 409 such
 * as "already completed", above the buttons in the server's words.
 */
export function completionErrors(error: unknown, fallback: string): CompletionErrors {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return { form: fallback };
  const errors: CompletionErrors = {};
  for (const [name, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const field = FIELDS[name] ?? 'form';
    errors[field] ??= message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.serverMessage;
  return errors;
}
