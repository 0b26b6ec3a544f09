// The buyer's details of a store order: name, e-mail, phone, pickup or free local delivery (with
// the address), notes. The server checks them again (decisions.md "Store (Mount Depot)"). The
// rules write English; the fields show each message in the page's language (checkout-messages.ts).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { checkServiceArea, type ServiceArea } from '@/domain/catalog/service-area';
import { storeOrderRequestSchema, type Fulfilment } from '@/domain/schemas/store-orders';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { checkoutMessage } from './checkout-messages';

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
/** The delivery address's problem: missing, or (once the area is loaded) outside it. */
function addressProblem(contact: Contact, area?: ServiceArea): string | undefined {
  if (contact.fulfilment !== 'delivery') return undefined;
  if (!contact.address.trim()) return 'Enter the delivery address';
  if (!area) return undefined;
  // An address without a ZIP, or with one outside the area, is refused (issue 26).
  const check = checkServiceArea(area, contact.address);
  return check.ok ? undefined : check.message;
}

const route = storeOrderRequestSchema.shape;

/**
 * The buyer's details checked with the store order route's own rules (POST /api/store-orders);
 * `area`: the business settings' service area, once loaded; the server checks it again.
 */
export const contactSchema = (area?: ServiceArea) =>
  z
    .object({
      name: route.name,
      email: route.email,
      phone: route.phone,
      fulfilment: route.fulfilment,
      address: z.string(),
      notes: z.string(),
    })
    .check((ctx) => {
      const message = addressProblem(ctx.value, area);
      if (message) {
        ctx.issues.push({ code: 'custom', path: ['address'], message, input: ctx.value.address });
      }
    });

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
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<Contact>;
}) {
  const { t, i18n } = useLingui();
  const { errors: found } = form.formState;
  // Each field's message in the page's language; one no table knows reads as a plain request.
  const errors = Object.fromEntries(
    Object.entries(found).map(([key, error]) => [
      key,
      error?.message
        ? { message: checkoutMessage(i18n, error.message, msg`Check this field and try again.`) }
        : undefined,
    ]),
  ) as Partial<Record<keyof Contact, { message: string }>>;
  const fulfilment = useWatch({ control: form.control, name: 'fulfilment' });
  const id = (key: keyof Contact) => `${idPrefix}-${key}`;
  const inputProps = (key: keyof Contact) => ({
    id: id(key),
    ...form.register(key),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id(key)}-error` : undefined,
  });
  return (
    <>
      <Field id={id('name')} label={t`Full Name`} error={errors.name?.message}>
        <Input {...inputProps('name')} autoComplete="name" required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('email')} label={t`Email Address`} error={errors.email?.message}>
          <Input {...inputProps('email')} type="email" autoComplete="email" required />
        </Field>
        <Field id={id('phone')} label={t`Phone Number`} error={errors.phone?.message}>
          <Input {...inputProps('phone')} type="tel" autoComplete="tel" required />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>How would you like to get it?</Trans>
        </legend>
        {(
          [
            ['pickup', t`Pickup (free)`],
            ['delivery', t`Local delivery (free, Charlotte area)`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              {...form.register('fulfilment')}
              value={value}
              className="size-4 accent-blue-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {fulfilment === 'delivery' && (
        <Field id={id('address')} label={t`Delivery Address`} error={errors.address?.message}>
          <Input
            {...inputProps('address')}
            autoComplete="street-address"
            placeholder={t`Street, city, ZIP`}
          />
        </Field>
      )}
      <Field id={id('notes')} label={t`Notes (optional)`} error={errors.notes?.message}>
        <Input {...inputProps('notes')} maxLength={1000} />
      </Field>
    </>
  );
}
