// The promotional banner's lines in the page's language. The English is the domain's
// (bannerMessages in src/domain/catalog/landing.ts, which the pricing reference and the claims
// tests read too); landing-words.test.ts holds these messages equal to it. The other presets
// are shown only on /banner-demo, an English-only demonstration page.
import { msg } from '@lingui/core/macro';

export const PROMOTIONAL_LINES = [
  msg`TV mounting starting at $99`,
  msg`10% off when you mount 2 or more TVs`,
  msg`Same-day service available 7 days a week`,
];
