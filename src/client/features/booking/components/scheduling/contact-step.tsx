import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import type { ContactDetails } from '../../state/booking-draft';
import { AddressInput } from './address-input';

type ContactField = 'name' | 'email' | 'phone' | 'address' | 'unitNumber';

const TEXT_FIELDS: readonly {
  key: Exclude<ContactField, 'address'>;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** The spec's five labelled fields; server field errors (a 400) show beside their field. */
export function ContactStep({
  contact,
  errors,
  onChange,
  onBack,
  onContinue,
}: {
  contact: ContactDetails;
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<ContactDetails>) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const errorId = (key: string) => (errors[key] ? `contact-${key}-error` : undefined);
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <Label htmlFor={`contact-${field.key}`}>{field.label}</Label>
            <Input
              id={`contact-${field.key}`}
              type={field.type}
              autoComplete={field.autoComplete}
              value={contact[field.key]}
              aria-invalid={Boolean(errors[field.key])}
              aria-describedby={errorId(field.key)}
              onChange={(event) => onChange({ [field.key]: event.target.value })}
            />
            <FieldError id={`contact-${field.key}-error`} message={errors[field.key]} />
          </div>
        ))}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-address">Apartment Address</Label>
        <AddressInput
          id="contact-address"
          value={contact.address}
          invalid={Boolean(errors.address)}
          describedBy={errorId('address')}
          onChange={(result) =>
            onChange({
              address: result.formattedAddress,
              zipCode: result.zipCode,
              city: result.city,
              state: result.state,
              latitude: result.latitude,
              longitude: result.longitude,
            })
          }
        />
        <FieldError id="contact-address-error" message={errors.address} />
      </div>
      <div className="space-y-1.5 sm:max-w-xs">
        <Label htmlFor="contact-unitNumber">Apartment Unit Number</Label>
        <Input
          id="contact-unitNumber"
          autoComplete="address-line2"
          value={contact.unitNumber}
          aria-invalid={Boolean(errors.unitNumber)}
          aria-describedby={errorId('unitNumber')}
          onChange={(event) => onChange({ unitNumber: event.target.value })}
        />
        <FieldError id="contact-unitNumber-error" message={errors.unitNumber} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg">
          Continue to Payment
        </Button>
      </div>
    </form>
  );
}

export function contactComplete(contact: ContactDetails): boolean {
  return (['name', 'email', 'phone', 'address', 'unitNumber'] as const).every(
    (key) => contact[key].trim() !== '',
  );
}
