// The landing page's words have one English: the domain's (the server's JSON-LD, the pricing
// reference and the claims tests read it there). The client maps each card, picture, claim,
// review and banner line to a Lingui message by key; these tests hold every message's English
// equal to the domain's, so a sentence changed in the domain fails here until its message (and
// with it the Spanish, which extraction then marks missing) is changed too.
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PROMOTIONAL_LINES } from '@/client/components/layout/banner-lines';
import { BUSINESS_HOURS_TEXT } from '@/client/components/layout/business-hours';
import { testI18n } from '@/client/i18n/in-locale';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { GALLERY_ITEMS } from '@/domain/catalog/gallery';
import { bannerMessages, type LandingBusiness } from '@/domain/catalog/landing';
import {
  GALLERY_TEASER,
  LANDING_STARTING_PRICES,
  landingClaims,
  SERVICE_CARDS,
  TESTIMONIALS,
} from '@/domain/catalog/landing-sections';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { claimWords } from './words/claim-words';
import { GALLERY_WORDS } from './words/gallery-words';
import { GALLERY_TEASER_TEXT, SERVICE_WORDS } from './words/service-words';
import { TESTIMONIAL_QUOTES } from './words/testimonial-words';

const english = testI18n('en');
const spanish = testI18n('es');
const en = (descriptor: MessageDescriptor | undefined) => descriptor && english._(descriptor);

/** A Spanish rendering: translated (not the English), its numbers kept. */
function expectSpanish(descriptor: MessageDescriptor) {
  const text = spanish._(descriptor);
  const source = english._(descriptor);
  expect(text, source).not.toBe(source);
  for (const number of source.match(/\d+(?:[.,]\d+)*/g) ?? []) expect(text).toContain(number);
}

describe('the service cards', () => {
  it.each(SERVICE_CARDS.map((card) => [card.key, card] as const))('%s', (key, card) => {
    const words = SERVICE_WORDS[key];
    expect(en(words.title)).toBe(card.title);
    expect(en(words.blurb)).toBe(card.blurb);
    expectSpanish(words.title);
    if (words.blurb) expectSpanish(words.blurb);
  });

  it('names every starting price as the domain does, and the gallery teaser', () => {
    for (const [key, { title }] of Object.entries(LANDING_STARTING_PRICES))
      expect(en(SERVICE_WORDS[key as keyof typeof SERVICE_WORDS].title)).toBe(title);
    expect(en(GALLERY_TEASER_TEXT)).toBe(GALLERY_TEASER);
    expectSpanish(GALLERY_TEASER_TEXT);
  });
});

describe('the gallery', () => {
  it('has words for every picture, and for no other', () => {
    expect(Object.keys(GALLERY_WORDS).sort()).toEqual(GALLERY_ITEMS.map((item) => item.id).sort());
  });

  it.each(GALLERY_ITEMS.map((item) => [item.id, item] as const))('%s', (id, item) => {
    const words = GALLERY_WORDS[id];
    expect(en(words?.title)).toBe(item.title);
    expect(en(words?.caption)).toBe(item.caption);
    expect(en(words?.alt)).toBe(item.alt);
    if (words) for (const descriptor of Object.values(words)) expectSpanish(descriptor);
  });
});

describe('the claims', () => {
  const variants: [string, LandingBusiness][] = [
    ['the seeded business', SEED_BUSINESS_FACTS],
    ['a licence', { ...SEED_BUSINESS_FACTS, licenseNumber: 'NC-12345' }],
    ['no insurer named', { ...SEED_BUSINESS_FACTS, insurer: '' }],
    ['no rating source', { ...SEED_BUSINESS_FACTS, ratingSource: '' }],
    ['no rating', { ...SEED_BUSINESS_FACTS, rating: null }],
  ];

  it.each(variants)('say what the domain says, for %s', (_name, business) => {
    for (const claim of landingClaims(business)) {
      const words = claimWords(claim, business);
      expect(words, claim.key).toBeDefined();
      expect(en(words?.title)).toBe(claim.title);
      expect(en(words?.detail)).toBe(claim.detail);
      if (words) {
        expectSpanish(words.title);
        // The hours say "todos los días", not "7 days" (checked below).
        if (claim.key !== 'hours') expectSpanish(words.detail);
      }
    }
  });
});

describe('the reviews', () => {
  it.each(TESTIMONIALS.map((review) => [review.name, review] as const))('%s', (name, review) => {
    const quote = TESTIMONIAL_QUOTES[name];
    expect(en(quote)).toBe(review.quote);
    if (quote) expectSpanish(quote);
  });
});

describe('the banner and the hours', () => {
  it('says the promotional lines as the domain does', () => {
    expect(PROMOTIONAL_LINES.map((line) => english._(line))).toEqual(
      bannerMessages('promotional', undefined),
    );
    for (const line of PROMOTIONAL_LINES) expectSpanish(line);
  });

  it('says the opening hours as the domain does', () => {
    expect(english._(BUSINESS_HOURS_TEXT)).toBe(BUSINESS_HOURS);
    expect(spanish._(BUSINESS_HOURS_TEXT)).toBe('todos los días de 8:00 a. m. a 8:00 p. m.');
  });
});
