// Issue 28: the built-in assistant reads Spanish as well as English and answers in the language it
// was written to (decisions.md "Languages (English and Spanish)"). Table tests in the style of
// phrasings.test.ts, rows in both languages: the same job gets the engine's same price.
import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../catalog/business-seed';
import { calculateQuote } from '../pricing/calculate-quote';
import { formatMoney } from '../pricing/format-money';
import type { ConversationState, SlotChoice } from '../schemas/assistant';
import { tvConfigSchema, type TvConfig, type TvConfigInput } from '../schemas/tv-config';
import { businessToday } from '../scheduling/business-time';
import { detectLanguage } from './language';
import { respond, slotQuery } from './respond';
import { understand } from './understand';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 AM in Charlotte
const TODAY = businessToday(NOW);
const THIS_WEEK = ['23', '24', '25', '26', '27', '28', '29'].map((day) => `2026-11-${day}`);
const NEXT_WEEK = [
  '2026-11-30',
  ...['01', '02', '03', '04', '05', '06'].map((d) => `2026-12-${d}`),
];

function run(text: string, lookup?: { matching: SlotChoice[]; nextOpen: SlotChoice[] }) {
  const state: ConversationState = { history: [] };
  const understanding = understand(text, state, NOW, TODAY);
  const query = slotQuery(understanding, NOW);
  const turn = respond(
    text,
    understanding,
    state,
    query ? (lookup ?? { matching: [], nextOpen: [] }) : undefined,
    NOW,
    TODAY,
    SEED_BUSINESS_FACTS,
  );
  return { understanding, query, ...turn };
}

type Tv = Omit<TvConfigInput, 'room'>;
const tv = (
  tvSize: TvConfig['tvSize'],
  wallType: TvConfig['wallType'] = 'drywall_studs',
  more: Partial<Tv> = {},
): Tv => ({ tvSize, wallType, ...more });
const times = (n: number, one: Tv): Tv[] => Array.from({ length: n }, () => one);

function engineTotal(tvs: readonly Tv[]): number {
  const result = calculateQuote({
    tvs: tvs.map((one) => tvConfigSchema.parse({ room: 'Living Room', ...one })),
    additionalServices: [],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote.totalCents;
}

describe('the language of a message', () => {
  it.each([
    ['how much for two 65 inch TVs on brick with the wires hidden?', 'en'],
    ['what times do you have this week?', 'en'],
    ['can you come Saturday afternoon?', 'en'],
    ['hi', 'en'],
    ['¿Cuánto cuesta montar una tele de 65 pulgadas en una pared de ladrillo?', 'es'],
    ['dos televisores', 'es'],
    ['¿Qué horarios tienen esta semana?', 'es'],
    ['cuanto cuesta montar una tele', 'es'],
    ['hola', 'es'],
    ['el sabado en la tarde', 'es'],
  ] as const)('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

interface Pair {
  readonly es: string;
  readonly en: string;
  readonly tvs: readonly Tv[];
}

/** The same job asked in Spanish and in English: the same TVs and the engine's same total. */
const PAIRS: readonly Pair[] = [
  {
    es: '¿Cuánto cuesta montar una tele de 65 pulgadas en una pared de ladrillo?',
    en: 'How much does it cost to mount a 65 inch TV on a brick wall?',
    tvs: [tv('56-65', 'brick')],
  },
  { es: 'dos televisores', en: 'two TVs', tvs: times(2, tv('44-55')) },
  {
    es: '¿cuánto por dos teles de 65 pulgadas en ladrillo con los cables ocultos?',
    en: 'how much for two 65 inch TVs on brick with the wires hidden?',
    tvs: times(2, tv('56-65', 'brick', { wireInWall: true })),
  },
  {
    es: 'precio de una tele de 75 sobre la chimenea',
    en: 'price for a 75 inch tv over the fireplace',
    tvs: [tv('66-75', 'above_fireplace')],
  },
  {
    es: 'una tele de 55 pulgadas con soporte articulado en tablaroca',
    en: 'a 55 inch tv with a full motion mount on drywall',
    tvs: [tv('44-55', 'drywall_studs', { mountType: 'full_motion' })],
  },
  {
    es: '¿cuánto cuesta un soporte inclinable para una tele de 50 en concreto?',
    en: 'how much is a tilting mount for a 50 inch tv on concrete?',
    tvs: [tv('44-55', 'concrete', { mountType: 'tilt' })],
  },
  {
    es: 'ya tengo mi propio soporte, ¿cuánto por montar una tele de 40?',
    en: 'I have my own mount, how much to put up a 40 inch tv?',
    tvs: [tv('24-43', 'drywall_studs', { mountOption: 'own' })],
  },
  {
    es: '¿cuánto por dos teles de 55 y 75 en piedra?',
    en: 'how much for two TVs, a 55 and a 75, on stone?',
    tvs: [tv('44-55', 'stone'), tv('66-75', 'stone')],
  },
  {
    es: 'montar tres televisores de 65 pulgadas en azulejo',
    en: 'mount three 65 inch tvs on tile',
    tvs: times(3, tv('56-65', 'tile')),
  },
  {
    es: 'una tele de 85 con configuración de dispositivos, ¿cuánto cuesta?',
    en: 'an 85 inch tv with device setup, how much?',
    tvs: [tv('76-85', 'drywall_studs', { deviceSetup: true })],
  },
];

describe('Spanish is priced with the engine, the same as the English question', () => {
  it.each(PAIRS)('$es', ({ es, en, tvs }) => {
    const total = engineTotal(tvs);
    const spanish = run(es);
    const english = run(en);
    expect(spanish.understanding.language).toBe('es');
    expect(english.understanding.language).toBe('en');
    expect(spanish.reply.quote?.totalCents).toBe(total);
    expect(english.reply.quote?.totalCents).toBe(total);
    expect(spanish.reply.text).toContain(`Total: ${formatMoney(total)}`);
    expect(spanish.reply.text).toContain('Este es el precio de montaje de');
    expect(spanish.reply.text).not.toMatch(/Here is the price|I assumed|Say "book it"/);
  });

  it('says the wall and the parts in Spanish words (glossary)', () => {
    const { reply } = run(
      '¿Cuánto cuesta montar una tele de 65 pulgadas en una pared de ladrillo?',
    );
    expect(reply.text).toContain('montaje de una TV de 56"-65"');
    expect(reply.text).toContain('- TV 1 (56"-65", ladrillo, Sala): Instalación $99.00');
    expect(reply.text).not.toContain('Living Room');
    expect(reply.text).toContain('Supuse un soporte fijo comprado con nosotros');
  });
});

describe("additional services in Spanish get the English question's engine price", () => {
  it.each([
    ['¿cuánto cuesta instalar una barra de sonido?', 'how much to install a soundbar?'],
    ['¿cuánto por instalar un ventilador de techo?', 'how much to install a ceiling fan?'],
    ['precio de cuatro cámaras de seguridad', 'price for four security cameras'],
    ['¿cuánto por colgar un espejo?', 'how much to hang a mirror?'],
    ['dos repisas flotantes, ¿cuánto?', 'two floating shelves, how much?'],
    [
      '¿cuánto por una tele de 65 y quitar la tele vieja?',
      'how much for a 65 inch tv and take down the old tv?',
    ],
  ] as const)('%s', (es, en) => {
    const spanish = run(es);
    const english = run(en);
    expect(spanish.understanding.language).toBe('es');
    expect(spanish.understanding.configuration?.additionalServices).toEqual(
      english.understanding.configuration?.additionalServices,
    );
    expect(spanish.reply.quote?.totalCents).toBeDefined();
    expect(spanish.reply.quote?.totalCents).toBe(english.reply.quote?.totalCents);
  });

  it('"¿hacen barras de sonido?" beside a TV is answered apart, in Spanish', () => {
    const { reply } = run('¿cuánto por una tele de 65? ¿y hacen barras de sonido?');
    expect(reply.quote?.totalCents).toBe(run('how much for a 65 inch tv?').reply.quote?.totalCents);
    expect(reply.text).toContain('Sí, hacemos');
  });
});

describe('days and times in both languages (chrono-node)', () => {
  it.each([
    ['¿Qué horarios tienen esta semana?', THIS_WEEK, undefined, undefined],
    ['what times do you have this week?', THIS_WEEK, undefined, undefined],
    ['¿qué días tienen libres la próxima semana?', NEXT_WEEK, undefined, undefined],
    ['what times are open next week?', NEXT_WEEK, undefined, undefined],
    ['¿pueden venir mañana?', ['2026-11-24'], undefined, undefined],
    ['can you come tomorrow?', ['2026-11-24'], undefined, undefined],
    ['¿pueden venir el sábado por la tarde?', ['2026-11-28'], 'afternoon', undefined],
    ['can you come Saturday afternoon?', ['2026-11-28'], 'afternoon', undefined],
    ['el sábado a las 2', ['2026-11-28'], 'afternoon', '2:00 PM'],
    ['Saturday at 2', ['2026-11-28'], 'afternoon', '2:00 PM'],
    ['¿tienen algo el martes por la mañana?', ['2026-11-24'], 'morning', undefined],
    ['anything open next Tuesday morning?', ['2026-11-24'], 'morning', undefined],
    ['el lunes que viene', ['2026-11-30'], undefined, undefined],
    ['next Monday', ['2026-11-30'], undefined, undefined],
    ['pasado mañana', ['2026-11-25'], undefined, undefined],
    ['the day after tomorrow', ['2026-11-25'], undefined, undefined],
    ['el 5 de diciembre', ['2026-12-05'], undefined, undefined],
    ['Dec 5th', ['2026-12-05'], undefined, undefined],
    ['¿tienen espacio este fin de semana?', ['2026-11-28', '2026-11-29'], undefined, undefined],
    ['any openings this weekend?', ['2026-11-28', '2026-11-29'], undefined, undefined],
    ['¿a qué hora pueden venir el jueves al mediodía?', ['2026-11-26'], 'afternoon', '12:00 PM'],
  ] as const)('%s', (text, dates, period, time) => {
    const { understanding, query } = run(text);
    expect(query?.dates).toEqual(dates);
    expect(understanding.when?.period).toBe(period);
    expect(understanding.when?.time).toBe(time);
  });
});

describe('open windows are written in the language asked', () => {
  const open: SlotChoice[] = [
    { date: '2026-11-24', time: '10:00 AM' },
    { date: '2026-11-28', time: '2:00 PM' },
  ];
  it('Spanish: days and times in es-US', () => {
    const { reply } = run('¿Qué horarios tienen esta semana?', { matching: open, nextOpen: [] });
    expect(reply.slots).toEqual(open);
    expect(reply.text).toContain('Estos horarios de llegada están disponibles:');
    expect(reply.text).toContain('- martes, 24 de noviembre: 10:00 a. m. – 12:00 p. m.');
    expect(reply.text).toContain('- sábado, 28 de noviembre: 2:00 p. m. – 4:00 p. m.');
  });
  it('English: unchanged', () => {
    const { reply } = run('what times do you have this week?', { matching: open, nextOpen: [] });
    expect(reply.text).toContain('These arrival windows are open:');
    expect(reply.text).toContain('- Tuesday, Nov 24: 10:00 AM - 12:00 PM');
  });
});

describe('greetings, thanks, business questions and the booking form in Spanish', () => {
  it.each([
    ['¿tienen garantía?', 'garantía de por vida'],
    ['¿cómo puedo pagar?', 'en efectivo al terminar el trabajo'],
    ['¿están asegurados?', 'Sí: tenemos'],
    ['¿llegan a 28277?', 'Sí, el 28277 está en nuestra zona de servicio.'],
    ['¿cuál es su número de teléfono?', 'Llámenos al'],
    ['hola', '¡Hola! Puedo darle el precio'],
    ['gracias', '¡Con gusto!'],
    ['quiero reservar', 'Primero dígame qué reservar'],
  ] as const)('%s', (text, start) => {
    expect(run(text).reply.text).toContain(start);
  });
});

describe('a message in neither language keeps the conversation going in its language', () => {
  it.each([
    ['65', 'en', 'en'],
    ['65', 'es', 'es'],
    ['3 de dic 10:00 AM', 'es', 'es'],
    ['how much for a 65 inch?', 'es', 'en'],
    ['¿cuánto cuesta?', 'en', 'es'],
  ] as const)('"%s" with %s before is %s', (text, before, language) => {
    expect(detectLanguage(text, before)).toBe(language);
    const state: ConversationState = { history: [], language: before };
    expect(understand(text, state, NOW, TODAY).language).toBe(language);
  });

  it('the panel\'s Spanish window button ("26 de nov a las 2:00 p. m.") picks that window', () => {
    const state: ConversationState = {
      history: [],
      language: 'es',
      offeredSlots: [
        { date: '2026-11-26', time: '2:00 PM' },
        { date: '2026-11-27', time: '10:00 AM' },
      ],
    };
    const { when, language } = understand('26 de nov a las 2:00 p. m.', state, NOW, TODAY);
    expect(language).toBe('es');
    expect(when?.dates).toEqual(['2026-11-26']);
    expect(when?.time).toBe('2:00 PM');
  });
});
