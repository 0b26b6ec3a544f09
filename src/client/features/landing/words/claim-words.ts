// The claims' words in the page's language. Which claims are made, and on what facts, is the
// domain's (landingClaims, src/domain/catalog/landing-sections.ts: "Licensed" only with a licence
// number, the rating only when there is one, counts from the settings and the catalog), and so is
// their English; landing-words.test.ts holds every English message here equal to it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COMPLEX_COUNT,
  FLOOR_PLAN_COUNT,
  countText,
  isLicensed,
  type LandingBusiness,
} from '@/domain/catalog/landing';
import type { Claim } from '@/domain/catalog/landing-sections';
import { BUSINESS_HOURS_TEXT } from '@/client/components/layout/business-hours';

type Words = { title: MessageDescriptor; detail: MessageDescriptor };

/** A claim's title and detail, or undefined for a claim this file does not know yet. */
export function claimWords(claim: Claim, business: LandingBusiness): Words | undefined {
  const customers = countText(business.reviewCount);
  switch (claim.key) {
    case 'same-day':
      return {
        title: msg`Same-Day Service`,
        detail: msg`Mounted the same day when a slot is open.`,
      };
    case 'warranty':
      return { title: msg`Lifetime Warranty`, detail: msg`Lifetime warranty on every mounting.` };
    case 'insured': {
      const insurer = business.insurer;
      return {
        title: isLicensed(business) ? msg`Licensed, Bonded & Insured` : msg`Bonded & Insured`,
        detail: insurer ? msg`Insured by ${insurer}.` : msg`Covered on every job we do.`,
      };
    }
    case 'rating': {
      // Made only with a rating (landingClaims).
      const rating = business.rating ?? '';
      const source = business.ratingSource;
      return {
        title: msg`${rating} Star Rating`,
        detail: source
          ? msg`From about ${customers} ${source} reviews.`
          : msg`From about ${customers} reviews.`,
      };
    }
    case 'customers':
      return {
        title: msg`${customers}+ Satisfied Customers`,
        detail: msg`Homes, apartments and offices across the Charlotte area.`,
      };
    case 'quick-booking':
      return { title: msg`Book in 3 Minutes`, detail: msg`Quick online booking.` };
    case 'hours':
      return {
        title: msg`Open 7 Days`,
        detail: BUSINESS_HOURS_TEXT,
      };
    case 'voice-assistant':
      return {
        title: msg`24/7 AI Chat Assistant`,
        detail: msg`Exact quotes, open times, booking.`,
      };
    case 'apartments':
      return {
        title: msg`${COMPLEX_COUNT} Apartment Complexes`,
        detail: msg`${FLOOR_PLAN_COUNT} floor plans: pick your building and floor plan when you book.`,
      };
    default:
      return undefined;
  }
}
