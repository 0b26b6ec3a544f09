// The /track form: booking reference and e-mail, checked here with the server's own schema, and
// the server's field errors (400) shown on their fields (src/domain/schemas/api-error.ts).
import { Loader2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError } from '@/client/lib/api-client';
import { plainErrorMessage } from '@/client/lib/api-error-message';
import { useBusiness } from '@/client/lib/use-business';
import { trackRequestSchema, type CustomerBookingView } from '@/domain/schemas/manage';
import { useTrackBooking } from '../api/track-booking';

type Field = 'reference' | 'email';
type Errors = Partial<Record<Field, string>>;

function fieldErrorsOf(error: unknown): Errors {
  if (!(error instanceof ApiRequestError)) return {};
  const fields = error.body?.fieldErrors ?? {};
  return { reference: fields.reference, email: fields.email };
}

export function TrackForm({ onFound }: { onFound: (view: CustomerBookingView) => void }) {
  const business = useBusiness();
  const track = useTrackBooking();
  const [values, setValues] = useState<Record<Field, string>>({ reference: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = trackRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reference' || field === 'email') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    track.mutate(values, {
      onSuccess: onFound,
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        if (fields.reference || fields.email) return;
        setFormError(
          plainErrorMessage(
            error,
            `We could not look up your booking just now. Please try again or call ${business?.phone ?? 'us'}.`,
          ),
        );
      },
    });
  };

  const field = (
    name: Field,
    label: string,
    props: { type: string; autoComplete: string; placeholder?: string },
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`track-${name}`}>{label}</Label>
      <Input
        id={`track-${name}`}
        name={name}
        {...props}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`track-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Find your booking"
      className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('reference', 'Booking reference', {
          type: 'text',
          autoComplete: 'off',
          placeholder: 'CTM-XXXXXX',
        })}
        {field('email', 'E-mail address', { type: 'email', autoComplete: 'email' })}
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={track.isPending} className="w-full sm:w-auto">
        {track.isPending ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : (
          <Search aria-hidden />
        )}
        Find my booking
      </Button>
    </form>
  );
}
