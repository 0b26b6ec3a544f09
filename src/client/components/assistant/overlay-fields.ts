// The contact form overlay's fixed words and fields (store-staff-assistant.md sections 4, 5).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { z } from 'zod';
export const CASH_NOTE = msg`Payment is cash on completion, no upfront payment`;
/** store-staff-assistant.md section 5: the overlay's room choices, Living Room first. */
export const OVERLAY_ROOMS = [
  'Living Room',
  'Bedroom',
  'Master Bedroom',
  'Family Room',
  'Den',
  'Office',
  'Kitchen',
  'Basement',
  'Other',
] as const;

export type Field =
  | 'name'
  | 'phone'
  | 'email'
  | 'address'
  | 'propertyType'
  | 'unitNumber'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'notes';

/** The overlay's own checks before sending; the server's schema checks the rest and names the field. */
export const overlayChecks = (today: string, i18n: I18n) =>
  z
    .object({
      name: z.string(),
      phone: z.string(),
      smsOptIn: z.boolean(),
      email: z.string(),
      address: z.string(),
      propertyType: z.string(),
      unitNumber: z.string(),
      appointmentDate: z.string(),
      appointmentTime: z.string(),
      room: z.string(),
      notes: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (field: Field, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (!values.appointmentDate) issue('appointmentDate', i18n._(msg`Choose a date`));
      else if (values.appointmentDate < today)
        issue('appointmentDate', i18n._(msg`Choose today or a later date`));
      if (!values.appointmentTime) issue('appointmentTime', i18n._(msg`Choose an arrival window`));
      if (values.propertyType === 'apartment' && !values.unitNumber.trim())
        issue('unitNumber', i18n._(msg`Enter your apartment or unit number`));
    });
export type OverlayValues = z.input<ReturnType<typeof overlayChecks>>;
