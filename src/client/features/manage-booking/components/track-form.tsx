// The /track form: booking reference and e-mail on react-hook-form, checked with the server's own
// schema (trackRequestSchema), and the server's field errors (400) shown on their fields
// (src/domain/schemas/api-error.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError } from '@/client/lib/api-client';
import { useBusiness } from '@/client/lib/use-business';
import {
  trackRequestSchema,
  type CustomerBookingView,
  type TrackRequest,
} from '@/domain/schemas/manage';
import { useTrackBooking } from '../api/track-booking';
import { failureMessage, sayServerSentence } from '../lib/server-sentences';

type Field = keyof TrackRequest;
const FIELDS: readonly Field[] = ['reference', 'email'];

export function TrackForm({ onFound }: { onFound: (view: CustomerBookingView) => void }) {
  const { t, i18n } = useLingui();
  const phone = useBusiness()?.phone;
  const track = useTrackBooking();
  const { register, handleSubmit, formState, setError } = useForm<TrackRequest>({
    // The values go to the server as typed (raw); the server trims and cases them itself.
    resolver: zodResolver(trackRequestSchema, undefined, { raw: true }),
    defaultValues: { reference: '', email: '' },
    // Errors change when the form is sent again, not while typing; focus stays where it was.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);

  const find = (values: TrackRequest) =>
    track.mutate(values, {
      onSuccess: onFound,
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {};
        const named = FIELDS.filter((name) => fields[name]);
        for (const name of named) setError(name, { message: fields[name] });
        if (named.length > 0) return;
        setFormError(
          failureMessage(
            error,
            phone
              ? t`We could not look up your booking just now. Please try again or call ${phone}.`
              : t`We could not look up your booking just now. Please try again or call us.`,
            { i18n, phone },
          ),
        );
      },
    });

  // The checks are the server's schema, in its words: said in the page's language.
  const fieldFallback: Record<Field, string> = {
    reference: t`Enter your booking reference (CTM-...)`,
    email: t`Enter the e-mail address you booked with`,
  };
  const fieldMessage = (name: Field, message: string | undefined) =>
    sayServerSentence(message ?? '', fieldFallback[name], { i18n, phone });

  const field = (
    name: Field,
    label: string,
    props: { type: string; autoComplete: string; placeholder?: string },
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`track-${name}`}>{label}</Label>
      <Input
        id={`track-${name}`}
        {...props}
        {...register(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`track-${name}-error`} className="text-sm font-medium text-destructive">
          {fieldMessage(name, errors[name].message)}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(find)(event);
      }}
      aria-label={t`Find your booking`}
      className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('reference', t`Booking reference`, {
          type: 'text',
          autoComplete: 'off',
          placeholder: 'CTM-XXXXXX',
        })}
        {field('email', t`E-mail address`, { type: 'email', autoComplete: 'email' })}
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
        <Trans>Find my booking</Trans>
      </Button>
    </form>
  );
}
