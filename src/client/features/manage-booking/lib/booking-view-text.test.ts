import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { STATUS_WORDS_ES } from '@/domain/bookings/status-labels-es';
import { CATALOG_NAMES_ES } from '@/domain/catalog/catalog-names-es';
import type { TimelineStep } from '@/domain/schemas/manage';
import type { QuoteTvLine } from '@/domain/schemas/quote';
import {
  businessHoursText,
  currentStepLabel,
  paymentSummary,
  tvLineText,
} from './booking-view-text';

const en = testI18n('en');
const es = testI18n('es');

describe('paymentSummary', () => {
  it('says paid, refunded and unpaid plainly, with the method', () => {
    expect(
      paymentSummary({ paymentStatus: 'paid', paymentMethod: 'card', status: 'confirmed' }, en),
    ).toMatchObject({ label: 'Paid', method: 'Card', tone: 'good' });
    const refunded = paymentSummary(
      {
        paymentStatus: 'refunded',
        paymentMethod: 'card',
        status: 'cancelled',
      },
      en,
    );
    expect(refunded.label).toBe('Refunded');
    expect(refunded.note).toContain('refunded to your card');
    expect(
      paymentSummary({ paymentStatus: 'unpaid', paymentMethod: 'cash', status: 'pending' }, en),
    ).toMatchObject({ label: 'Unpaid', method: 'Cash', note: 'Pay in cash when the job is done.' });
  });

  it('tells a cancelled unpaid booking that nothing was charged', () => {
    expect(
      paymentSummary({ paymentStatus: 'unpaid', paymentMethod: 'card', status: 'cancelled' }, en)
        .note,
    ).toBe('Nothing was charged.');
  });
});

describe('tvLineText', () => {
  it('names the TV, its room, size and wall', () => {
    expect(
      tvLineText(
        {
          index: 0,
          room: 'Living Room',
          tvSize: '56-65',
          wallType: 'drywall_studs',
          parts: [],
          totalCents: 9900,
        },
        en,
      ),
    ).toEqual({ title: 'TV 1 · Living Room', detail: '56"-65" on Drywall (wood studs)' });
  });
});

describe('currentStepLabel', () => {
  const entry = (step: TimelineStep, done: boolean) => ({ step, label: step, done, at: null });
  const cash = { paymentStatus: 'unpaid', paymentMethod: 'cash' } as const;
  it('is the last step reached, or Cancelled', () => {
    const timeline = [entry('received', true), entry('confirmed', true), entry('completed', false)];
    expect(currentStepLabel({ status: 'confirmed', timeline, ...cash })).toBe(
      'Service Preparation',
    );
    expect(currentStepLabel({ status: 'cancelled', timeline, ...cash })).toBe('Cancelled');
  });
  it('says Booking Confirmed for a new booking, as the confirmation and its e-mail do', () => {
    const timeline = [entry('received', true), entry('confirmed', false)];
    expect(currentStepLabel({ status: 'pending', timeline, ...cash })).toBe('Booking Confirmed');
    expect(
      currentStepLabel({
        status: 'pending',
        timeline,
        paymentStatus: 'unpaid',
        paymentMethod: 'card',
      }),
    ).toBe('Awaiting Payment');
  });
  it("is in the page's words, whatever language the server wrote the steps in", () => {
    const timeline = [entry('received', true), entry('assigned', true)];
    expect(currentStepLabel({ status: 'confirmed', timeline, ...cash }, STATUS_WORDS_ES)).toBe(
      'Técnico asignado',
    );
    expect(currentStepLabel({ status: 'cancelled', timeline, ...cash }, STATUS_WORDS_ES)).toBe(
      'Cancelada',
    );
  });
});

describe('in Spanish', () => {
  it('says the payment in Spanish', () => {
    expect(
      paymentSummary({ paymentStatus: 'paid', paymentMethod: 'card', status: 'confirmed' }, es),
    ).toMatchObject({ label: 'Pagado', method: 'Tarjeta', note: 'Pagado con tarjeta.' });
    expect(
      paymentSummary({ paymentStatus: 'unpaid', paymentMethod: 'cash', status: 'pending' }, es)
        .note,
    ).toBe('Pague en efectivo al terminar el trabajo.');
  });

  it('names the TV, its room and wall in Spanish', () => {
    const tv: QuoteTvLine = {
      index: 1,
      room: 'Living Room',
      tvSize: '56-65',
      wallType: 'drywall_studs',
      parts: [],
      totalCents: 9900,
    };
    expect(tvLineText(tv, es, CATALOG_NAMES_ES)).toEqual({
      title: `TV 2 · ${CATALOG_NAMES_ES.rooms['Living Room']}`,
      detail: `56"-65" en ${CATALOG_NAMES_ES.wallTypes.drywall_studs}`,
    });
  });
});

describe('businessHoursText', () => {
  it("is the site's hours in English, and Spanish on a Spanish page", () => {
    expect(businessHoursText(en)).toBe(BUSINESS_HOURS);
    expect(businessHoursText(es)).toBe('todos los días de 8:00 a. m. a 8:00 p. m.');
  });
});
