// Issue 28: every name a customer reads in the catalogue has Spanish words, in the glossary's
// terms, and none is left as its English (units and proper nouns aside); English stays the
// catalogue's own labels.
import { describe, expect, it } from 'vitest';
import { STATUS_WORDS_EN } from '../bookings/status-labels';
import { STATUS_WORDS_ES } from '../bookings/status-labels-es';
import { testTv } from '../pricing/test-helpers';
import { ADDITIONAL_SERVICE_TYPES, ADDITIONAL_SERVICES } from './additional-services';
import { FLOOR_PLANS } from './apartment-complexes/floor-plans';
import { CATALOG_NAMES_EN, serviceOptionName } from './catalog-names';
import { roomName } from './tv-names';
import { CATALOG_NAMES_ES } from './catalog-names-es';
import { customerWordsFor } from './customer-words-for';
import { loadCustomerWords } from './customer-words';
import { describeTv } from './describe-tv';
import { MOUNT_OPTION_LABELS, MOUNT_TYPE_INFO } from './mount-types';
import { PRODUCT_CATEGORY_LABELS } from './products';
import { PRODUCT_CATEGORY_LABELS_ES } from './products-es';
import { GENERAL_ROOMS } from './rooms';
import { ROOM_NAMES_ES } from './rooms-es';
import { PER_TV_ADD_ONS } from './tv-add-ons';
import { UPSELLS } from './upsells';
import { WALL_TYPE_INFO } from './wall-types';

/** [table, English, Spanish] for every flat table of names. */
const FLAT_TABLES: [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>][] =
  [
    ['wallTypes', CATALOG_NAMES_EN.wallTypes, CATALOG_NAMES_ES.wallTypes],
    ['mountTypes', CATALOG_NAMES_EN.mountTypes, CATALOG_NAMES_ES.mountTypes],
    ['mountOptions', CATALOG_NAMES_EN.mountOptions, CATALOG_NAMES_ES.mountOptions],
    ['largeTvAssistance', CATALOG_NAMES_EN.largeTvAssistance, CATALOG_NAMES_ES.largeTvAssistance],
    ['frameMediaBox', CATALOG_NAMES_EN.frameMediaBox, CATALOG_NAMES_ES.frameMediaBox],
    ['addOns', CATALOG_NAMES_EN.addOns, CATALOG_NAMES_ES.addOns],
    ['oneTimeFees', CATALOG_NAMES_EN.oneTimeFees, CATALOG_NAMES_ES.oneTimeFees],
    ['productCategories', PRODUCT_CATEGORY_LABELS, PRODUCT_CATEGORY_LABELS_ES],
    ['timeline', STATUS_WORDS_EN.timeline, STATUS_WORDS_ES.timeline],
  ];

function expectSpanish(english: string, spanish: string | undefined, where: string) {
  expect(spanish, where).toBeTypeOf('string');
  expect(spanish?.trim(), where).not.toBe('');
  expect(spanish, where).toBe(spanish?.trim());
  // No name is the same in both so far: the TV sizes, units alike in both, have no table, and
  // "Afterpay" only ever stands inside a sentence.
  expect(spanish, where).not.toBe(english);
}

describe('the Spanish catalogue names', () => {
  it.each(FLAT_TABLES)('%s: the same keys as English, each in Spanish', (name, en, es) => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expectSpanish(en[key] ?? '', es[key], `${name}.${key}`);
  });

  it('names every additional service, its description and each of its options', () => {
    expect(Object.keys(CATALOG_NAMES_ES.services).sort()).toEqual(
      [...ADDITIONAL_SERVICE_TYPES].sort(),
    );
    for (const type of ADDITIONAL_SERVICE_TYPES) {
      const en = ADDITIONAL_SERVICES[type];
      const es = CATALOG_NAMES_ES.services[type];
      expectSpanish(en.name, es.name, `${type}.name`);
      expectSpanish(en.description, es.description, `${type}.description`);
      const options = es.options as Readonly<Record<string, string>>;
      expect(Object.keys(options).sort()).toEqual(en.options.map((o) => o.key).sort());
      for (const option of en.options) {
        expectSpanish(option.label, options[option.key], `${type}.${option.key}`);
      }
    }
  });

  it('names every upsell of the catalogue', () => {
    expect(Object.keys(CATALOG_NAMES_ES.upsells).sort()).toEqual(UPSELLS.map((u) => u.id).sort());
    for (const upsell of UPSELLS) {
      const es = CATALOG_NAMES_ES.upsells[upsell.id as keyof typeof CATALOG_NAMES_ES.upsells];
      expectSpanish(upsell.name, es.name, `${upsell.id}.name`);
      expectSpanish(upsell.description, es.description, `${upsell.id}.description`);
    }
  });

  it('names every room the builder and the floor plans offer', () => {
    const rooms = new Set<string>([
      ...GENERAL_ROOMS,
      ...FLOOR_PLANS.flatMap((plan) => plan.commonRooms),
    ]);
    for (const room of rooms) {
      expectSpanish(room, roomName(room, CATALOG_NAMES_ES), room);
      expect(roomName(room)).toBe(room);
    }
    // Free text ('Other') reads as the customer wrote it, in either language.
    expect(roomName('Sala de Karaoke', CATALOG_NAMES_ES)).toBe('Sala de Karaoke');
    expect(ROOM_NAMES_ES['Living Room']).toBe('Sala');
  });

  it('names every status word and payment detail', () => {
    expectSpanish(STATUS_WORDS_EN.confirmed, STATUS_WORDS_ES.confirmed, 'confirmed');
    expectSpanish(STATUS_WORDS_EN.cancelled, STATUS_WORDS_ES.cancelled, 'cancelled');
    expectSpanish(
      STATUS_WORDS_EN.awaitingPayment,
      STATUS_WORDS_ES.awaitingPayment,
      'awaitingPayment',
    );
    STATUS_WORDS_EN.progressSteps.forEach((step, index) =>
      expectSpanish(step, STATUS_WORDS_ES.progressSteps[index], `step ${index + 1}`),
    );
    for (const key of [
      'refunded',
      'failed',
      'payCash',
      'awaitingAfterpay',
      'cardIncomplete',
    ] as const) {
      expectSpanish(STATUS_WORDS_EN.payment[key], STATUS_WORDS_ES.payment[key], key);
    }
    for (const method of ['card', 'afterpay', 'cash'] as const) {
      expectSpanish(
        STATUS_WORDS_EN.payment.paid(method),
        STATUS_WORDS_ES.payment.paid(method),
        method,
      );
    }
  });

  it('uses the glossary of decisions.md "Languages"', () => {
    const es = CATALOG_NAMES_ES;
    expect(es.mountTypes).toEqual({
      fixed: 'Soporte fijo',
      tilt: 'Soporte inclinable',
      full_motion: 'Soporte articulado',
    });
    expect(es.wallTypes.drywall_studs.toLowerCase()).toContain('pared de tablaroca (drywall)');
    expect(es.wallTypes.drywall_studs).toContain('montantes de madera');
    expect(es.wallTypes.drywall_metal_studs).toContain('montantes de metal');
    expect([
      es.wallTypes.brick,
      es.wallTypes.concrete,
      es.wallTypes.stone,
      es.wallTypes.tile,
    ]).toEqual(['Ladrillo', 'Concreto', 'Piedra', 'Azulejo']);
    expect(es.wallTypes.above_fireplace).toBe('Sobre la chimenea');
    expect(es.addOns.wireInWall.toLowerCase()).toContain('cables ocultos en la pared');
    expect(es.oneTimeFees.sameDayService).toBe('Servicio el mismo día');
    expect(es.largeTvAssistance.two_techs).toContain('técnicos');
  });
});

describe('the English names are the catalogue labels, unchanged', () => {
  it('reads each label from its catalogue file', () => {
    for (const [wall, info] of Object.entries(WALL_TYPE_INFO)) {
      expect(CATALOG_NAMES_EN.wallTypes[wall as keyof typeof WALL_TYPE_INFO]).toBe(info.label);
    }
    for (const [mount, info] of Object.entries(MOUNT_TYPE_INFO)) {
      expect(CATALOG_NAMES_EN.mountTypes[mount as keyof typeof MOUNT_TYPE_INFO]).toBe(info.label);
    }
    expect(CATALOG_NAMES_EN.mountOptions).toEqual(MOUNT_OPTION_LABELS);
    for (const [key, item] of Object.entries(PER_TV_ADD_ONS)) {
      expect(CATALOG_NAMES_EN.addOns[key as keyof typeof PER_TV_ADD_ONS]).toBe(item.label);
    }
    expect(CATALOG_NAMES_EN.services.ceilingFan.options.with_light).toBe('Fan with light kit');
  });
});

describe('the functions that write names', () => {
  it('serviceOptionName: the option in brackets when the service has several', () => {
    expect(serviceOptionName('ceilingFan', 'with_light')).toBe(
      'Ceiling Fan Installation (Fan with light kit)',
    );
    expect(serviceOptionName('ceilingFan', 'with_light', CATALOG_NAMES_ES)).toBe(
      'Instalación de ventilador de techo (Ventilador con kit de luz)',
    );
    expect(serviceOptionName('wireInWall', 'standard', CATALOG_NAMES_ES)).toBe(
      'Cables ocultos en la pared con enchufe',
    );
  });

  const tv = testTv({
    room: 'Master Bedroom',
    tvSize: '66-75',
    wallType: 'brick',
    mountType: 'tilt',
    wireInWall: true,
    largeTvAssistance: 'two_techs',
  });

  it('describeTv in English is what the installer read before', () => {
    expect(describeTv(tv)).toEqual({
      room: 'Master Bedroom',
      size: '66"-75"',
      wall: 'Brick',
      mount: 'Tilt Mount (we bring it)',
      addOns: ['Wire in Wall with Outlet', 'Two technicians'],
    });
    expect(describeTv({ ...tv, mountOption: 'own' }).mount).toBe("Customer's own tilt mount");
  });

  it('describeTv in Spanish', () => {
    expect(describeTv(tv, CATALOG_NAMES_ES)).toEqual({
      room: 'Recámara principal',
      size: '66"-75"',
      wall: 'Ladrillo',
      mount: 'Soporte inclinable (lo llevamos nosotros)',
      addOns: ['Cables ocultos en la pared con enchufe', 'Dos técnicos'],
    });
    expect(describeTv({ ...tv, mountOption: 'own' }, CATALOG_NAMES_ES).mount).toBe(
      'Soporte inclinable propio del cliente',
    );
  });
});

describe('the words of a language', () => {
  it('loadCustomerWords gives the same tables as customerWordsFor', async () => {
    expect(await loadCustomerWords('es')).toBe(customerWordsFor('es'));
    expect(await loadCustomerWords('en')).toBe(customerWordsFor('en'));
    expect(customerWordsFor('es').names).toBe(CATALOG_NAMES_ES);
    expect(customerWordsFor('en').names).toBe(CATALOG_NAMES_EN);
  });
});
