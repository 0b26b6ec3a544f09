import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function WizardField({
  id,
  label,
  required,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; required?: boolean; error?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A team dialog's form: react-hook-form with the rules of team-form.ts; messages change when the
 * form is sent again (Next, Save), not while typing, as the dialogs always did.
 */
export function useTeamForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    reValidateMode: 'onSubmit',
  });
}

/** A WizardField's id, error and registration for one field of `form`: `${idPrefix}-${name}`. */
export function fieldsOf<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  idPrefix: string,
) {
  return (name: Path<T>) => ({
    id: `${idPrefix}-${name}`,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    ...form.register(name),
  });
}

/** The server's field errors (a 400 naming fields), each under its own field. */
export function showFieldErrors<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  fieldErrors: Partial<Record<Path<T>, string | undefined>>,
) {
  for (const [name, message] of Object.entries(fieldErrors) as [Path<T>, string | undefined][]) {
    if (message) form.setError(name, { message });
  }
}
