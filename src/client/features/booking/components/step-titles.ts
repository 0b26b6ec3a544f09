// The screens' headings in the page's language (issue 28). The English words are STEP_TITLES of
// src/domain/site/booking-steps.ts, which also makes the page titles; Lingui needs them written
// here as literals, and step-titles.test.ts holds the two lists to the same English.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStep } from '@/domain/site/booking-steps';

export const STEP_HEADINGS: Readonly<Record<BookingStep, MessageDescriptor>> = {
  type: msg`Choose Your Booking Type`,
  apartment: msg`Select Your Apartment Complex & Floor Plan`,
  photos: msg`Add Photos of Your Rooms`,
  tvs: msg`Build Your TV Installation`,
  services: msg`Additional Services`,
  schedule: msg`Schedule Your Appointment`,
  contact: msg`Your Contact Details`,
  payment: msg`Choose How to Pay`,
  card: msg`Card Payment`,
};
