// Issue 28: a Spanish booking is priced with Spanish labels (the same cents as in English): its
// answer, its stored breakdown, the customer's view and the confirmation mail say "Montaje",
// "Recargo por pared de ladrillo", "Soporte fijo" ..., and POST /api/quote answers in `locale`.
import { describe, expect, it } from 'vitest';
import { STATUS_WORDS_ES } from '../../../domain/bookings/status-labels-es';
import type { BookingDraftInput, BookingResponse } from '../../../domain/schemas/booking';
import type { CustomerBookingView } from '../../../domain/schemas/manage';
import type { Quote } from '../../../domain/schemas/quote';
import { createTestApp } from '../../testing/test-app';
import { mailsTo } from '../staff-bookings/staff-fixtures';
import { postBooking, slotSequence, validDraft } from './testing';

const app = await createTestApp();
const nextSlot = slotSequence(4);

/** Two TVs (brick with wire in wall; a tilt mount in the main bedroom) and a ceiling fan. */
const JOB: Partial<BookingDraftInput> = {
  serviceName: undefined,
  tvs: [
    { tvSize: '44-55', wallType: 'brick', room: 'Living Room', wireInWall: true },
    { tvSize: '56-65', wallType: 'drywall_studs', room: 'Master Bedroom', mountType: 'tilt' },
  ],
  additionalServices: [{ type: 'ceilingFan', option: 'with_light', quantity: 1 }],
};

async function book(email: string, locale: 'en' | 'es') {
  const response = await postBooking(app, validDraft({ ...JOB, ...nextSlot(), email, locale }));
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<BookingResponse & { manageToken: string }>();
  const [mail] = await mailsTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { booking, mail };
}

type Labelled = { readonly label: string };
const labelsOf = (quote: {
  tvs: readonly { parts: readonly Labelled[] }[];
  oneTimeFees: readonly Labelled[];
  services: readonly Labelled[];
}) => [
  ...quote.tvs.flatMap((tv) => tv.parts.map((part) => part.label)),
  ...quote.oneTimeFees.map((fee) => fee.label),
  ...quote.services.map((line) => line.label),
];

const SPANISH_LINES = [
  'Montaje',
  'Soporte fijo',
  'Recargo por pared de ladrillo',
  'Cables ocultos en la pared con enchufe',
  'Montaje',
  'Soporte inclinable',
  'Instalación de ventilador de techo - Ventilador con kit de luz',
];
const ENGLISH_WORDS = [
  'Installation',
  'Flat Mount',
  'Tilt Mount',
  'wall surcharge',
  'Wire in Wall',
];

describe('a Spanish booking: the catalogue and the breakdown in Spanish', () => {
  const spanish = book('catalog-es@example.com', 'es');
  const english = book('catalog-en@example.com', 'en');

  it('answers and stores the breakdown in Spanish, with the English cents', async () => {
    const [{ booking: es }, { booking: en }] = await Promise.all([spanish, english]);
    expect(labelsOf(es.priceBreakdown)).toEqual(SPANISH_LINES);
    expect(labelsOf(en.priceBreakdown)).toEqual([
      'Installation',
      'Flat Mount',
      'Brick wall surcharge',
      'Wire in Wall with Outlet',
      'Installation',
      'Tilt Mount',
      'Ceiling Fan Installation - Fan with light kit',
    ]);
    expect(es.totalPrice).toBe(en.totalPrice);
    const cents = (quote: Quote) =>
      JSON.stringify(quote, (k, v: unknown) => (k === 'label' ? '' : v));
    expect(cents(es.priceBreakdown)).toBe(cents(en.priceBreakdown));
    expect(es.serviceName).toBe('Varias TV: Sala (44-55), Recámara principal (56-65)');
    expect(en.serviceName).toBe('Multi-TV: Living Room (44-55), Master Bedroom (56-65)');
  });

  it('lists the Spanish line labels and room names in the confirmation e-mail', async () => {
    const { mail } = await spanish;
    expect(mail.html).toContain(STATUS_WORDS_ES.confirmed);
    for (const phrase of [
      'TV 1 (Sala)',
      'Montaje $99.00, Soporte fijo $29.99, Recargo por pared de ladrillo $95.00, Cables ocultos en la pared con enchufe $79.99',
      'TV 2 (Recámara principal)',
      'Montaje $99.00, Soporte inclinable $39.99',
      'Instalación de ventilador de techo - Ventilador con kit de luz x1',
      'Varias TV: Sala (44-55), Recámara principal (56-65)',
    ]) {
      expect(mail.text).toContain(phrase);
    }
    for (const word of [...ENGLISH_WORDS, 'Living Room', 'Master Bedroom', 'Multi-TV']) {
      expect(mail.text).not.toContain(word);
      expect(mail.html).not.toContain(word);
    }
    const { mail: englishMail } = await english;
    expect(englishMail.text).toContain('TV 1 (Living Room)');
    expect(englishMail.text).toContain(
      'Installation $99.00, Flat Mount $29.99, Brick wall surcharge $95.00',
    );
  });

  it('shows the Spanish breakdown and status steps in the customer’s view', async () => {
    const { booking } = await spanish;
    const response = await app.inject({ url: `/api/manage/${booking.manageToken}` });
    expect(response.statusCode).toBe(200);
    const view = response.json<CustomerBookingView>();
    expect(labelsOf(view)).toEqual(SPANISH_LINES);
    expect(view.timeline.map((step) => step.label)).toEqual([
      'Reserva confirmada',
      'Preparación del servicio',
      'Técnico asignado',
      'Técnico en camino',
      'Montaje en curso',
      'Servicio terminado',
    ]);
    expect(view.serviceName).toBe('Varias TV: Sala (44-55), Recámara principal (56-65)');

    const { booking: en } = await english;
    const englishView = (
      await app.inject({ url: `/api/manage/${en.manageToken}` })
    ).json<CustomerBookingView>();
    expect(englishView.timeline[0]?.label).toBe('Booking Confirmed');
  });
});

describe('POST /api/quote in a language', () => {
  const body = { tvs: JOB.tvs, additionalServices: JOB.additionalServices };
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/quote', payload });

  it('answers in `locale`, English when left out, the same cents, each from its own cache entry', async () => {
    // English first and last: a cached answer never crosses languages.
    const answers = [];
    for (const payload of [body, { ...body, locale: 'es' }, { ...body, locale: 'en' }, body]) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json<Quote>());
    }
    const [en, es, enNamed, enAgain] = answers as [Quote, Quote, Quote, Quote];
    expect(labelsOf(es)).toEqual(SPANISH_LINES);
    expect(labelsOf(en)).toContain('Brick wall surcharge');
    expect(enNamed).toEqual(en);
    expect(enAgain).toEqual(en);
    expect(es.totalCents).toBe(en.totalCents);
    for (const label of labelsOf(es)) {
      for (const word of ENGLISH_WORDS) expect(label).not.toContain(word);
    }
  });

  it('names a cart product by its Spanish name, also where it replaces a TV mount', async () => {
    const listed = await app.inject({ url: '/api/products' });
    const tilt = listed
      .json<{ id: number; name: string; nameEs: string | null }[]>()
      .find((product) => product.name === 'Tilting TV Mount');
    if (!tilt?.nameEs) throw new Error('the demo seed should have the tilting mount in Spanish');
    const payload = {
      tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
      products: [{ productId: tilt.id, quantity: 1 }],
    };
    const es = (await post({ ...payload, locale: 'es' })).json<Quote>();
    const en = (await post(payload)).json<Quote>();
    expect(es.products[0]?.name).toBe(tilt.nameEs);
    expect(es.tvs[0]?.parts[1]?.label).toBe(
      `${tilt.nameEs} de su carrito (cobrado con los productos), en lugar del soporte fijo`,
    );
    expect(en.products[0]?.name).toBe('Tilting TV Mount');
    expect(es.totalCents).toBe(en.totalCents);
  });

  it('refuses another language with a 400 naming locale', async () => {
    const response = await post({ ...body, locale: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^locale: /);
  });
});
