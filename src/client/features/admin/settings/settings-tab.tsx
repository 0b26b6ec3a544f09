// The admin's Settings tab (issue 16): the business's facts as every page and e-mail shows them.
// Saving sends only what changed; the server's message for a field shows under that field.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError } from '@/client/lib/api-client';
import { getBusinessFacts } from '@/client/api/business';
import { BUSINESS_QUERY_KEY, type BusinessFacts } from '@/domain/schemas/business';
import { WizardField } from '../team/components/wizard-field';
import { changesOf, valuesOf, type SettingsValues } from './settings-form-values';
import { useUpdateBusiness } from './api/update-business';

type Field = keyof SettingsValues;
const LABELS: Record<Exclude<Field, 'serviceAreaZips'>, string> = {
  name: 'Business name',
  phone: 'Phone number',
  email: 'E-mail address',
  address: 'Address',
  licenseNumber: 'Licence number',
  insurer: 'Insurer',
  rating: 'Rating (1 to 5, empty for none)',
  reviewCount: 'Review count',
  ratingSource: 'Rating source',
};
const INPUT_TYPES: Partial<Record<Field, string>> = { phone: 'tel', email: 'email' };

/** Server field paths ("serviceAreaZips.3") -> the form field that shows the message. */
function errorsOf(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(error.body?.fieldErrors ?? {})) {
    const field = path.split('.')[0] as Field;
    errors[field] ??= message;
  }
  return errors;
}

type FormProps = {
  facts: BusinessFacts;
  token: string;
  /** Kept by the tab: a save changes the version, and the form is made again for it. */
  saved: boolean;
  setSaved: (saved: boolean) => void;
};

function SettingsForm({ facts, token, saved, setSaved }: FormProps) {
  const [values, setValues] = useState(() => valuesOf(facts));
  const update = useUpdateBusiness(token);
  const errors = errorsOf(update.error);
  const set = (field: Field) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(facts, values);
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    update.mutate(changes, {
      onSuccess: (next) => {
        setValues(valuesOf(next));
        setSaved(true);
      },
    });
  };

  const general =
    update.error && Object.keys(errors).length === 0
      ? update.error instanceof ApiRequestError
        ? update.error.serverMessage
        : 'The settings could not be saved. Please try again.'
      : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border bg-background p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field) => (
          <WizardField
            key={field}
            id={`business-${field}`}
            label={LABELS[field]}
            type={INPUT_TYPES[field] ?? 'text'}
            inputMode={
              field === 'rating' ? 'decimal' : field === 'reviewCount' ? 'numeric' : undefined
            }
            value={values[field]}
            onChange={(event) => set(field)(event.target.value)}
            error={errors[field]}
          />
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="business-serviceAreaZips">Service-area ZIP codes</Label>
        <p id="business-serviceAreaZips-hint" className="text-sm text-muted-foreground">
          Five-digit ZIP codes, separated by spaces, commas or new lines.
        </p>
        <textarea
          id="business-serviceAreaZips"
          rows={6}
          value={values.serviceAreaZips}
          onChange={(event) => set('serviceAreaZips')(event.target.value)}
          aria-invalid={errors.serviceAreaZips ? true : undefined}
          aria-describedby={`business-serviceAreaZips-hint${errors.serviceAreaZips ? ' business-serviceAreaZips-error' : ''}`}
          className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
        />
        {errors.serviceAreaZips && (
          <p id="business-serviceAreaZips-error" role="alert" className="text-sm text-destructive">
            {errors.serviceAreaZips}
          </p>
        )}
      </div>
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {saved && !update.isPending ? 'Settings saved. The site shows them now.' : ''}
        </p>
      </div>
    </form>
  );
}

export default function SettingsTab({ token }: { token: string }) {
  const [saved, setSaved] = useState(false);
  // Always asked again when opened: another admin may have changed them.
  const facts = useQuery({
    queryKey: BUSINESS_QUERY_KEY,
    queryFn: ({ signal }) => getBusinessFacts(signal),
    refetchOnMount: 'always',
  });
  if (facts.isPending) return <p role="status">Loading the settings…</p>;
  if (facts.isError) return <p role="alert">The settings could not be loaded.</p>;
  return (
    <section aria-labelledby="business-settings-title" className="grid gap-3">
      <h2 id="business-settings-title" className="text-lg font-semibold">
        Business settings
      </h2>
      <p className="text-sm text-muted-foreground">
        The name, phone, e-mail, insurer and counts shown across the site and in every e-mail.
      </p>
      <SettingsForm
        key={facts.data.version}
        facts={facts.data}
        token={token}
        saved={saved}
        setSaved={setSaved}
      />
    </section>
  );
}
