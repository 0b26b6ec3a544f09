// The buyer's details of a store order: name, e-mail, phone, pickup or free local delivery (with
// the address), notes. The server checks them again (decisions.md "Store (Mount Depot)").
import type { ReactNode } from 'react';
import { checkServiceArea, type ServiceArea } from '@/domain/catalog/service-area';
import type { Fulfilment } from '@/domain/schemas/store-orders';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

export type Contact = {
  name: string;
  email: string;
  phone: string;
  fulfilment: Fulfilment;
  address: string;
  notes: string;
};
export const EMPTY_CONTACT: Contact = {
  name: '',
  email: '',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  notes: '',
};
export type ContactErrors = Partial<Record<keyof Contact, string>>;

/** `area`: the business settings' service area, once loaded; the server checks it again. */
export function checkContact(contact: Contact, area?: ServiceArea): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.name.trim()) errors.name = 'Enter your full name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) {
    errors.email = 'Enter a valid email address';
  }
  if (contact.phone.replace(/\D/g, '').length < 10) {
    errors.phone = 'Enter a phone number with at least 10 digits';
  }
  if (contact.fulfilment === 'delivery' && !contact.address.trim()) {
    errors.address = 'Enter the delivery address';
  } else if (contact.fulfilment === 'delivery' && area) {
    // An address without a ZIP, or with one outside the area, is refused (issue 26).
    const check = checkServiceArea(area, contact.address);
    if (!check.ok) errors.address = check.message;
  }
  return errors;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactFields({
  idPrefix,
  contact,
  errors,
  onChange,
}: {
  idPrefix: string;
  contact: Contact;
  errors: ContactErrors;
  onChange: (contact: Contact) => void;
}) {
  const id = (key: keyof Contact) => `${idPrefix}-${key}`;
  const inputProps = (key: keyof Contact) => ({
    id: id(key),
    value: contact[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...contact, [key]: e.target.value }),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id(key)}-error` : undefined,
  });
  return (
    <>
      <Field id={id('name')} label="Full Name" error={errors.name}>
        <Input {...inputProps('name')} autoComplete="name" required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('email')} label="Email Address" error={errors.email}>
          <Input {...inputProps('email')} type="email" autoComplete="email" required />
        </Field>
        <Field id={id('phone')} label="Phone Number" error={errors.phone}>
          <Input {...inputProps('phone')} type="tel" autoComplete="tel" required />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How would you like to get it?</legend>
        {(
          [
            ['pickup', 'Pickup (free)'],
            ['delivery', 'Local delivery (free, Charlotte area)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${idPrefix}-fulfilment`}
              value={value}
              checked={contact.fulfilment === value}
              onChange={() => onChange({ ...contact, fulfilment: value })}
              className="size-4 accent-blue-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {contact.fulfilment === 'delivery' && (
        <Field id={id('address')} label="Delivery Address" error={errors.address}>
          <Input
            {...inputProps('address')}
            autoComplete="street-address"
            placeholder="Street, city, ZIP"
          />
        </Field>
      )}
      <Field id={id('notes')} label="Notes (optional)" error={errors.notes}>
        <Input {...inputProps('notes')} maxLength={1000} />
      </Field>
    </>
  );
}
