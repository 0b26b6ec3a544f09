// The opening hours in the page's language (BUSINESS_HOURS, src/domain/scheduling/business-hours.ts,
// is the English; landing-words.test.ts holds the two equal). Written to sit inside a sentence:
// "Call us 8AM-8PM, 7 days a week", "Hours: ...", "Open ...".
import { msg } from '@lingui/core/macro';

export const BUSINESS_HOURS_TEXT = msg`8AM-8PM, 7 days a week`;
