// Every text template in every language stays within 320 characters (two SMS segments) with the
// longest names the settings allow, a long site address and a whole manage link; and the
// catalogs hold the same keys, so a language is one catalog entry.
import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../../../domain/catalog/business-seed';
import { SLOT_LABELS } from '../../../domain/scheduling/business-time';
import { LOCALES } from '../../../domain/site/locales';
import { manageLinksFrom } from '../../services/manage-links';
import { customerText, firstNameOf, technicianAssignedText, textFacts } from './booking-texts';
import { en } from './en';
import { es } from './es';
import { MAX_TEXT_LENGTH, textsFor } from './index';

const business = {
  ...SEED_BUSINESS_FACTS,
  version: 1,
  // The settings' longest name (120) and phone (40).
  name: 'W'.repeat(120),
  phone: '+1 (704) 555-0100 extension 12345678901',
};
const links = manageLinksFrom(
  new Uint8Array(32),
  'https://www.charlotte-tv-mounting-and-home-theater.example.com',
  business,
);
// Wednesday, September 30 is among the longest dates in both languages.
const bookingIn = (locale: (typeof LOCALES)[number], time: (typeof SLOT_LABELS)[number]) => ({
  reference: 'CTM-ABCDEF',
  phone: '+17045550142',
  smsOptIn: true,
  appointmentDate: '2026-09-30',
  appointmentTime: time,
  locale,
  address: `${'9'.repeat(6)} ${'Very Long Street Name '.repeat(15)}`,
});
const longFirstName = firstNameOf(`${'Maximiliano'.repeat(10)} Rivera`);

describe('text templates', () => {
  it('hold the same keys in every language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES.flatMap((locale) => SLOT_LABELS.map((time) => [locale, time] as const)))(
    '%s at %s: every text at most 320 characters, the manage link whole',
    (locale, time) => {
      const booking = bookingIn(locale, time);
      const facts = textFacts(booking, links);
      const t = textsFor(locale);
      const phone = business.phone;
      const all = [
        t.confirmation(facts),
        t.reminder24h(facts),
        t.reminder2h({ ...facts, phone }),
        t.onMyWay({ ...facts, firstName: longFirstName }),
        t.onMyWay({ ...facts, firstName: null }),
        t.rescheduled(facts),
        t.cancelled({ ...facts, phone }),
        t.jobDone(facts),
        t.help({ business: facts.business, phone }),
      ];
      for (const text of all) expect(text.length, text).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      for (const text of all.slice(0, -1)) expect(text).toContain(facts.url);
      const assigned = technicianAssignedText(booking, { phone: '(704) 555-0111' }, links);
      expect(assigned?.body.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    },
  );

  it('a Spanish booking’s texts are Spanish, with the Spanish manage link', () => {
    const text = customerText(bookingIn('es', '10:00 AM'), links, 'confirmation', (t, f) =>
      t.confirmation(f),
    );
    expect(text?.body).toContain('confirmada para');
    expect(text?.body).toContain('/es/my-booking/');
  });

  it('none for a booking that did not opt in, nor to a technician without a valid phone', () => {
    const booking = { ...bookingIn('en', '10:00 AM'), smsOptIn: false };
    expect(customerText(booking, links, 'confirmation', (t, f) => t.confirmation(f))).toBeNull();
    expect(technicianAssignedText(booking, { phone: '' }, links)).toBeNull();
  });
});
