// The contact step (booking-flow.md section 2 item 6, decisions.md "Property type and unit
// number"): who, where and what kind of property, with each problem in plain words beside its
// field (aria-invalid and aria-describedby), not only in a toast. Words in the page's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Building2, Home, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useLocale } from '@/client/i18n/use-locale';
import { MAX_NOTES_LENGTH, type PropertyType } from '@/domain/schemas/booking';
import { LOCALE_TAGS } from '@/domain/site/locales';
import { SmsOptIn } from '@/client/components/sms/sms-opt-in';
import type { ContactDetails } from '../../state/booking-state';
import type { ContactErrors, ContactField } from '../../state/contact-checks';
import { AddressInput } from './address-input';

export const CONTACT_FORM_ID = 'contact-form';

const TEXT_FIELDS: readonly {
  key: 'name' | 'email' | 'phone';
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel';
}[] = [
  { key: 'name', label: msg`Full Name`, type: 'text', autoComplete: 'name' },
  {
    key: 'email',
    label: msg`Email Address`,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  { key: 'phone', label: msg`Phone Number`, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

const PROPERTY_TYPES: readonly {
  value: PropertyType;
  label: MessageDescriptor;
  icon: ReactNode;
}[] = [
  { value: 'house', label: msg`House`, icon: <Home className="size-5" aria-hidden /> },
  {
    value: 'apartment',
    label: msg`Apartment or condo`,
    icon: <Building2 className="size-5" aria-hidden />,
  },
  { value: 'business', label: msg`Business`, icon: <Store className="size-5" aria-hidden /> },
];

export const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

function FieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** The address's message appears while the customer types, so it is also read out then. */
function LiveFieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  return (
    <div aria-live="polite">
      <FieldError field={field} message={message} />
    </div>
  );
}

const describedBy = (errors: ContactErrors, field: ContactField, ...more: string[]) =>
  [errors[field] ? errorId(field) : undefined, ...more].filter(Boolean).join(' ') || undefined;

export function ContactStep({
  contact,
  errors,
  inComplex,
  onChange,
  onSubmit,
  onAddressEntered,
  actions,
}: {
  contact: ContactDetails;
  /** Shown once the customer has tried to continue (or the server named a field). */
  errors: ContactErrors;
  /** A booking in a listed complex is an apartment (no choice to make). */
  inComplex: boolean;
  onChange: (change: Partial<ContactDetails>) => void;
  onSubmit: () => void;
  /** The address field was left: its ZIP is checked from now on (issue 26). */
  onAddressEntered?: () => void;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const propertyType = inComplex ? 'apartment' : contact.propertyType;
  const isApartment = propertyType === 'apartment';
  const notesLeft = MAX_NOTES_LENGTH - contact.notes.length;
  const notesOver = -notesLeft;
  const notesCount = Math.abs(notesLeft).toLocaleString(LOCALE_TAGS[locale]);
  return (
    <form
      id={CONTACT_FORM_ID}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <Label htmlFor={fieldId(field.key)}>{t(field.label)}</Label>
            <Input
              id={fieldId(field.key)}
              type={field.type}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              value={contact[field.key]}
              aria-required
              aria-invalid={Boolean(errors[field.key])}
              aria-describedby={describedBy(errors, field.key)}
              onChange={(event) => onChange({ [field.key]: event.target.value })}
            />
            <FieldError field={field.key} message={errors[field.key]} />
          </div>
        ))}
      </div>
      <SmsOptIn
        id="contact-smsOptIn"
        checked={contact.smsOptIn}
        onCheckedChange={(smsOptIn) => onChange({ smsOptIn })}
      />

      {inComplex ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Property type: apartment (your complex).</Trans>
        </p>
      ) : (
        <div className="space-y-2">
          <p id="contact-propertyType-label" className="text-sm font-medium">
            <Trans>Property Type</Trans>
          </p>
          <div
            id={fieldId('propertyType')}
            role="radiogroup"
            aria-labelledby="contact-propertyType-label"
            aria-required
            aria-invalid={Boolean(errors.propertyType)}
            aria-describedby={describedBy(errors, 'propertyType')}
            className="grid gap-2 sm:grid-cols-3"
          >
            {PROPERTY_TYPES.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 bg-card px-3 py-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name="property-type"
                  value={option.value}
                  checked={contact.propertyType === option.value}
                  onChange={() => onChange({ propertyType: option.value })}
                  className="size-4 accent-[var(--primary)]"
                />
                <span className="text-primary">{option.icon}</span>
                {t(option.label)}
              </label>
            ))}
          </div>
          <FieldError field="propertyType" message={errors.propertyType} />
        </div>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={fieldId('address')}>
          <Trans>Street Address</Trans>
        </Label>
        <AddressInput
          id={fieldId('address')}
          value={contact.address}
          invalid={Boolean(errors.address)}
          describedBy={describedBy(errors, 'address')}
          onBlur={onAddressEntered}
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
        <LiveFieldError field="address" message={errors.address} />
      </div>
      <div className="space-y-1.5 sm:max-w-xs">
        <Label htmlFor={fieldId('unitNumber')}>
          <Trans>Apartment / Unit Number</Trans>
          {!isApartment && (
            <span className="font-normal text-muted-foreground">
              {' '}
              <Trans>(optional)</Trans>
            </span>
          )}
        </Label>
        <Input
          id={fieldId('unitNumber')}
          autoComplete="address-line2"
          value={contact.unitNumber}
          aria-required={isApartment}
          aria-invalid={Boolean(errors.unitNumber)}
          aria-describedby={describedBy(errors, 'unitNumber')}
          onChange={(event) => onChange({ unitNumber: event.target.value })}
        />
        <FieldError field="unitNumber" message={errors.unitNumber} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={fieldId('notes')}>
          <Trans>Notes for the technician</Trans>{' '}
          <span className="font-normal text-muted-foreground">
            <Trans>(optional)</Trans>
          </span>
        </Label>
        <textarea
          id={fieldId('notes')}
          rows={3}
          value={contact.notes}
          placeholder={t`Gate or parking code, TV model, anything we should know`}
          aria-invalid={Boolean(errors.notes)}
          aria-describedby={describedBy(errors, 'notes', 'contact-notes-count')}
          onChange={(event) => onChange({ notes: event.target.value })}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm"
        />
        <p
          id="contact-notes-count"
          className={notesLeft < 0 ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
        >
          {/* English says "characters" even for one, as it always has; Spanish agrees in number.
              The count is written for es-US/en-US ("1,000"), not by Lingui's "es" ("1000"). */}
          {notesLeft >= 0 ? (
            <Plural
              value={notesLeft}
              one={`${notesCount} characters left`}
              other={`${notesCount} characters left`}
            />
          ) : (
            <Plural
              value={notesOver}
              one={`${notesCount} characters over the limit`}
              other={`${notesCount} characters over the limit`}
            />
          )}
        </p>
        <FieldError field="notes" message={errors.notes} />
      </div>
      {actions}
    </form>
  );
}
