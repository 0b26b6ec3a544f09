// The contact form overlay (store-staff-assistant.md sections 2, 4, 5): 'Complete Your TV
// Mounting Booking', an order summary, the contact fields, cash on completion. It books through
// POST /api/bookings like every booking; the server prices the configuration again. The fields
// are on react-hook-form with the overlay's own checks (overlay-fields.ts); the server's schema
// answers the rest, each message beside its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { DialogFooter, DialogPanel } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { ApiRequestError } from '@/client/lib/api-client';
import { addDays, businessToday, SLOT_LABELS } from '@/domain/scheduling/business-time';
import { formatSlotWindow } from '@/domain/scheduling/format-date';
import { useLocale } from '@/client/i18n/use-locale';
import type { AssistantBookingDraft } from '@/domain/schemas/assistant';
import { createBooking, type CreatedBooking } from '@/client/api/assistant';
import { availableTimeSlotsQueryOptions } from '@/client/api/time-slots';
import {
  CASH_NOTE,
  OVERLAY_ROOMS,
  overlayChecks,
  type Field,
  type OverlayValues,
} from '../overlay-fields';
import { OrderSummary } from '../order-summary';
import { PHONE_US_ENGLISH, PHONE_US_WORDS } from '../../sms/sms-words';
import { bookingRequest } from './booking-request';
import { notUsForTexts, TextsField } from './texts-field';

export function BookingOverlay({
  draft,
  open,
  onOpenChange,
  onBooked,
  title,
  bookingPath,
  bookingToken,
}: {
  draft: AssistantBookingDraft;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (booking: CreatedBooking) => void;
  title?: string;
  /** Where the booking is sent; the contact form test page uses its diagnostic route. */
  bookingPath?: string;
  /** The admin's token for that route in production. */
  bookingToken?: string | null;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const today = businessToday(new Date());
  const lastDate = addDays(today, 13);
  const resolver = useMemo(() => zodResolver(overlayChecks(today, i18n)), [today, i18n]);
  const { register, handleSubmit, control, formState, setError, clearErrors, setFocus } =
    useForm<OverlayValues>({
      resolver,
      defaultValues: {
        name: '',
        phone: '',
        smsOptIn: false,
        email: '',
        address: '',
        propertyType: 'house',
        unitNumber: '',
        appointmentDate: draft.slot?.date ?? '',
        appointmentTime: draft.slot?.time ?? '',
        room: 'Living Room',
        notes: '',
      },
      // Messages show on sending; editing a field takes its own back (below), focus stays put.
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    });
  const [date, propertyType, ...required] = useWatch({
    control,
    name: ['appointmentDate', 'propertyType', 'name', 'phone', 'email', 'address'],
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  const ids = useId();
  const fieldId = (field: string) => `${ids}-${field}`;

  const slots = useQuery({
    ...availableTimeSlotsQueryOptions(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastDate,
  });
  const openTimes = useMemo(
    () => new Set(slots.data?.filter((slot) => slot.isAvailable).map((slot) => slot.time)),
    [slots.data],
  );
  const ready = required.every((value) => value.trim() !== '');

  const registered = (name: keyof OverlayValues) =>
    register(name, { onChange: () => clearErrors(name) });

  /** The texts-only message (decisions.md "Text messages (SMS)") beside the phone field. */
  const phoneNotUs = () => {
    setError('phone', { message: t(PHONE_US_WORDS) });
    setFocus('phone');
  };

  async function submit(values: OverlayValues) {
    setSending(true);
    setFormError(null);
    try {
      if (await notUsForTexts(values)) {
        phoneNotUs();
        return;
      }
      const booking = await createBooking(
        bookingRequest(values, draft),
        idempotencyKey.current,
        bookingPath,
        bookingToken,
      );
      onBooked(booking);
    } catch (error) {
      // store-staff-assistant.md section 4: a failure keeps the overlay open (and says why).
      console.error('Contact form booking failed', error);
      if (error instanceof ApiRequestError) {
        const fields = (error.body?.fieldErrors ?? {}) as Partial<Record<Field, string>>;
        for (const [name, message] of Object.entries(fields)) {
          if (message) setError(name as Field, { message });
        }
        // The texts-only refusal is said beside the phone, in the page's language.
        if (fields.phone === PHONE_US_ENGLISH) phoneNotUs();
        else setFormError(error.serverMessage);
        if (error.status !== 409) return;
      } else {
        setFormError(t`The booking could not be sent. Check your connection and try again.`);
      }
      idempotencyKey.current = crypto.randomUUID();
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="text-sm text-red-700">
        {errors[field].message}
      </p>
    ) : null;
  const textField = (
    field: 'name' | 'phone' | 'email' | 'address' | 'unitNumber',
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId(field)}>
        {label}
        {props.required && <span aria-hidden> *</span>}
      </Label>
      <Input
        id={fieldId(field)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required}
        {...registered(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => !sending && onOpenChange(next)}
      className="max-w-xl"
      title={title ?? t`Complete Your TV Mounting Booking`}
      description={`${i18n._(CASH_NOTE)}.`}
    >
      <OrderSummary draft={draft} titleId={fieldId('summary')} />

      <form
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-3"
        noValidate
      >
        {textField('name', t`Full Name`, { autoComplete: 'name', required: true })}
        {textField('phone', t`Phone`, { type: 'tel', autoComplete: 'tel', required: true })}
        <TextsField
          id={fieldId('smsOptIn')}
          control={control}
          onUntick={() => {
            if (errors.phone?.message === t(PHONE_US_WORDS)) clearErrors('phone');
          }}
        />
        {textField('email', t`Email`, { type: 'email', autoComplete: 'email', required: true })}
        {textField('address', t`Installation Address`, {
          autoComplete: 'street-address',
          required: true,
        })}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId('propertyType')}>{t`Property type`}</Label>
            <NativeSelect id={fieldId('propertyType')} {...registered('propertyType')}>
              <option value="house">{t`House`}</option>
              <option value="apartment">{t`Apartment or condo`}</option>
              <option value="business">{t`Business`}</option>
            </NativeSelect>
          </div>
          {textField(
            'unitNumber',
            propertyType === 'apartment' ? t`Apartment / Unit Number` : t`Unit (optional)`,
            { required: propertyType === 'apartment' },
          )}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId('appointmentDate')}>{t`Preferred Date`}</Label>
            <Input
              id={fieldId('appointmentDate')}
              type="date"
              min={today}
              max={lastDate}
              {...registered('appointmentDate')}
              aria-invalid={errors.appointmentDate ? true : undefined}
              aria-describedby={describedBy('appointmentDate')}
            />
            {errorText('appointmentDate')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId('appointmentTime')}>{t`Preferred Time`}</Label>
            <NativeSelect
              id={fieldId('appointmentTime')}
              {...registered('appointmentTime')}
              aria-invalid={errors.appointmentTime ? true : undefined}
              aria-describedby={describedBy('appointmentTime')}
            >
              <option value="">{t`Choose a window`}</option>
              {SLOT_LABELS.map((time) => {
                const known = slots.data !== undefined;
                const full = known && !openTimes.has(time);
                return (
                  <option key={time} value={time} disabled={full}>
                    {formatSlotWindow(time, locale)}
                    {full ? ` ${t`(full)`}` : ''}
                  </option>
                );
              })}
            </NativeSelect>
            {errorText('appointmentTime')}
          </div>
        </div>
        {draft.tvs.length === 1 && (
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId('room')}>{t`Room`}</Label>
            <NativeSelect id={fieldId('room')} {...registered('room')}>
              {OVERLAY_ROOMS.map((room) => (
                <option key={room}>{room}</option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId('notes')}>{t`Notes (optional)`}</Label>
          <textarea
            id={fieldId('notes')}
            maxLength={1000}
            {...registered('notes')}
            className="min-h-16 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {i18n._(CASH_NOTE)}
        </p>
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        )}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={sending}
          >
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={!ready || sending}>
            {sending ? t`Booking...` : t`Complete Booking`}
          </Button>
        </DialogFooter>
      </form>
    </DialogPanel>
  );
}
