import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { EMPTY_CONTACT, type ContactDetails } from './booking-state';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import {
  MISSING_ZIP_MESSAGE,
  outsideServiceAreaMessage,
  type ServiceArea,
} from '@/domain/catalog/service-area';
import {
  contactComplete,
  contactErrors as contactErrorsIn,
  serviceAreaRefusal as serviceAreaRefusalIn,
} from './contact-checks';
import { loadUsPhoneCheck } from '@/client/components/sms/us-phone-check';
import { PHONE_US_MESSAGE } from '@/domain/sms/phone';

const english = testI18n('en');
const inSpanish = testI18n('es');
/** The English page's checks, as every test below read them before issue 28. */
const contactErrors = (contact: ContactDetails, inComplex: boolean, area?: ServiceArea) =>
  contactErrorsIn(english, contact, inComplex, area);
const serviceAreaRefusal = (
  contact: Pick<ContactDetails, 'address' | 'zipCode'>,
  area: ServiceArea | undefined,
) => serviceAreaRefusalIn(english, contact, area);

const house: ContactDetails = {
  ...EMPTY_CONTACT,
  name: 'Jordan Avery',
  email: 'jordan@example.com',
  phone: '(704) 555-0142',
  propertyType: 'house',
  address: '1200 Queens Rd, Charlotte, NC 28207',
};

describe('contactErrors', () => {
  it('asks for a US number only while the texts box is ticked', async () => {
    const isUs = await loadUsPhoneCheck();
    const london = { ...house, phone: '+44 20 7946 0958' };
    expect(contactErrorsIn(english, london, false, undefined, isUs)).toEqual({});
    const ticked = { ...london, smsOptIn: true };
    expect(contactErrorsIn(english, ticked, false, undefined, isUs)).toEqual({
      phone: PHONE_US_MESSAGE,
    });
    expect(contactErrorsIn(inSpanish, ticked, false, undefined, isUs).phone).toBe(
      'Escriba un número de celular válido de EE. UU. para recibir mensajes de texto',
    );
    expect(contactComplete(ticked, false, undefined, isUs)).toBe(false);
    expect(contactErrorsIn(english, { ...house, smsOptIn: true }, false, undefined, isUs)).toEqual(
      {},
    );
    // Until the check has loaded, the server's 400 answers.
    expect(contactErrorsIn(english, ticked, false)).toEqual({});
  });

  it('a house needs no unit number', () => {
    expect(contactErrors(house, false)).toEqual({});
  });

  it('an apartment does, and a booking in a complex is always an apartment', () => {
    expect(contactErrors({ ...house, propertyType: 'apartment' }, false)).toEqual({
      unitNumber: 'Enter your apartment or unit number',
    });
    expect(contactErrors(house, true)).toEqual({
      unitNumber: 'Enter your apartment or unit number',
    });
    expect(contactComplete({ ...house, unitNumber: '1204' }, true)).toBe(true);
  });

  it('names every empty field in plain words, never a field key', () => {
    const errors = contactErrors(EMPTY_CONTACT, false);
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'email', 'name', 'phone', 'propertyType'].sort(),
    );
    for (const message of Object.values(errors)) expect(message).not.toMatch(/^\w+:/);
  });

  it.each([
    ['email', { email: 'jordan@' }, 'Enter a valid email address, like name@example.com'],
    ['phone', { phone: '555-0142' }, 'Enter a phone number with at least 10 digits'],
  ] as const)('%s', (field, change, message) => {
    expect(contactErrors({ ...house, ...change }, false)).toEqual({ [field]: message });
  });

  it('refuses an address outside the service area, naming its ZIP', () => {
    const errors = contactErrors(
      { ...house, address: '1 Peachtree St, Atlanta, GA 30303' },
      false,
      SEED_BUSINESS_FACTS,
    );
    expect(errors.address).toContain('30303');
    expect(errors.address).toContain(SEED_BUSINESS_FACTS.phone);
    // The live list decides: the same address is served once its ZIP is added.
    const wider = { ...SEED_BUSINESS_FACTS, serviceAreaZips: ['30303'] };
    expect(
      contactErrors({ ...house, address: '1 Peachtree St, Atlanta, GA 30303' }, false, wider),
    ).toEqual({});
  });

  it('refuses an address without a ZIP (issue 26)', () => {
    const address = '45 Somewhere Road, Asheville';
    expect(contactErrors({ ...house, address }, false, SEED_BUSINESS_FACTS)).toEqual({
      address: MISSING_ZIP_MESSAGE,
    });
    expect(serviceAreaRefusal({ address }, SEED_BUSINESS_FACTS)).toEqual({
      zip: null,
      message: MISSING_ZIP_MESSAGE,
    });
    // An outside ZIP is named; a blank address or unknown settings are no refusal yet.
    expect(
      serviceAreaRefusal({ address: `${address}, NC 28801` }, SEED_BUSINESS_FACTS),
    ).toMatchObject({ zip: '28801' });
    expect(serviceAreaRefusal({ address: ' ' }, SEED_BUSINESS_FACTS)).toBeNull();
    expect(serviceAreaRefusal({ address }, undefined)).toBeNull();
    expect(serviceAreaRefusal({ address: house.address }, SEED_BUSINESS_FACTS)).toBeNull();
  });

  it('keeps the note to 1,000 characters', () => {
    expect(contactErrors({ ...house, notes: 'x'.repeat(1000) }, false)).toEqual({});
    expect(contactErrors({ ...house, notes: 'x'.repeat(1001) }, false).notes).toBeDefined();
  });
});

describe('contactErrors on a Spanish page (issue 28)', () => {
  it('says every problem in Spanish', () => {
    const errors = contactErrorsIn(inSpanish, EMPTY_CONTACT, true);
    expect(errors).toEqual({
      name: 'Escriba su nombre completo',
      email: 'Escriba su correo electrónico',
      phone: 'Escriba su número de teléfono',
      address: 'Escriba la dirección de la visita',
      unitNumber: 'Escriba el número de su apartamento o unidad',
    });
  });

  it('refuses an address outside the area in Spanish, with its ZIP and the phone', () => {
    const address = '1 Peachtree St, Atlanta, GA 30303';
    const refusal = serviceAreaRefusalIn(inSpanish, { address }, SEED_BUSINESS_FACTS);
    expect(refusal).toEqual({
      zip: '30303',
      message: `Todavía no damos servicio en el código postal 30303. Llámenos al ${SEED_BUSINESS_FACTS.phone} y veremos qué podemos hacer.`,
    });
    expect(
      serviceAreaRefusalIn(inSpanish, { address: '45 Somewhere Road' }, SEED_BUSINESS_FACTS)
        ?.message,
    ).toMatch(/^Incluya el código postal de 5 dígitos/);
  });

  it('writes the English words exactly as the domain does', () => {
    const address = '1 Peachtree St, Atlanta, GA 30303';
    expect(serviceAreaRefusal({ address }, SEED_BUSINESS_FACTS)?.message).toBe(
      outsideServiceAreaMessage('30303', SEED_BUSINESS_FACTS),
    );
    expect(contactErrors({ ...house, notes: 'x'.repeat(1001) }, false).notes).toBe(
      'Keep the note to 1,000 characters or fewer',
    );
  });
});
