import type { ComponentProps } from 'react';
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
