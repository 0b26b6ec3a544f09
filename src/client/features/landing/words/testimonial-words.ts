// The three reviews' words in the page's language, by reviewer. The reviews and their English
// are the domain's (TESTIMONIALS, src/domain/catalog/landing-sections.ts); a page in another
// language says that the quote is a translation. landing-words.test.ts holds every English
// message here equal to it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const TESTIMONIAL_QUOTES: Readonly<Record<string, MessageDescriptor>> = {
  'Jasmine R.': msg`They mounted our 75-inch TV above the fireplace and hid every wire. On time, spotless, and the price matched the quote.`,
  'Marcus T.': msg`Booked in the morning, mounted the same afternoon. They knew our building and had the right anchors for metal studs.`,
  'Priya S.': msg`Three TVs, a soundbar and LED lighting in one visit, with the multi-TV discount. Highly recommend.`,
};
