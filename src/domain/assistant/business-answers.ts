// The business questions the built-in assistant answers (decisions.md "Assistant": hours, area,
// warranty, payment methods, insurance), from the one set of business facts.
import { isLicensed } from '../catalog/landing';
import { isServedZip } from '../catalog/service-area';
import { BUSINESS_HOURS } from '../scheduling/business-hours';
import type { BusinessFacts } from '../schemas/business';
import type { PhraseRule } from './text';

export const FACT_TOPICS = [
  'hours',
  'area',
  'warranty',
  'payment',
  'insurance',
  'contact',
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export const FACT_RULES: readonly PhraseRule<FactTopic>[] = [
  {
    value: 'hours',
    pattern:
      /\b(?:your hours|business hours|opening hours|hours of operation|what hours|what time do you (?:open|close|start|work)|when (?:are|do) you (?:open|close|work)|are you open|open (?:on )?(?:sundays?|saturdays?|weekends?|holidays?|late|early)|(?:do you )?work (?:on )?(?:weekends|sundays|saturdays)|what are your hours|hours (?:are you|do you))\b/,
  },
  {
    value: 'area',
    pattern:
      /\b(?:service area|areas? (?:do )?you (?:serve|cover|service)|(?:do|can) you (?:serve|service|cover|come to|go to|travel to|work in|come out to)|where (?:are you|do you (?:work|serve|operate|go))|what areas?|which areas?|how far|zip ?codes?|near me|in my area|located)\b/,
  },
  { value: 'warranty', pattern: /\b(?:warrant(?:y|ies|ee)|guarantee[ds]?)\b/ },
  {
    value: 'payment',
    pattern:
      /\b(?:pay (?:by|with|in|later|over time|cash|card)|paying (?:by|with|in)|how (?:do|can|would|should) (?:i|we) pay|payments?|payment methods?|cash|credit|debit|cards?|afterpay|after pay|installments?|financ(?:e|ing)|venmo|zelle|apple pay|deposit|upfront|up front)\b/,
  },
  { value: 'insurance', pattern: /\b(?:insur(?:ed|ance)|licen[sc]ed?|bonded|liabilit(?:y|ies))\b/ },
  {
    value: 'contact',
    pattern:
      /\b(?:phone(?: number)?|number to call|call you|speak (?:to|with)|talk (?:to|with) (?:a |someone|somebody|a real)|human|real person|representative|email (?:address)?|contact)\b/,
  },
];

/** A 5-digit ZIP in the words, to check against the service area. */
function zipIn(text: string): string | undefined {
  return /\b(\d{5})\b/.exec(text)?.[1];
}

/** What the assistant says about the business: the settings as they are now (GET /api/business). */
export type AssistantBusiness = Pick<
  BusinessFacts,
  'phone' | 'email' | 'insurer' | 'address' | 'serviceAreaZips' | 'licenseNumber'
>;

export function factAnswer(topic: FactTopic, text: string, business: AssistantBusiness): string {
  switch (topic) {
    case 'hours':
      return `We install ${BUSINESS_HOURS}: arrival windows start at 8:00 AM, 10:00 AM, 12:00 PM, 2:00 PM, 4:00 PM and 6:00 PM.`;
    case 'area': {
      const zip = zipIn(text);
      if (zip) {
        return isServedZip(zip, business)
          ? `Yes, ${zip} is in our service area.`
          : `We do not serve ZIP code ${zip} yet. Call us at ${business.phone} and we will see what we can do.`;
      }
      return `We serve ${business.address} and the towns around it: every Charlotte ZIP from 28202 to 28280, plus nearby towns such as Matthews, Mint Hill, Huntersville, Cornelius, Davidson, Concord, Harrisburg, Indian Trail, Monroe, Pineville, Waxhaw, Belmont and Fort Mill. Tell me your ZIP code and I will check it.`;
    }
    case 'warranty':
      return 'Every TV mounting we do comes with our lifetime warranty on the installation.';
    case 'payment':
      return 'You can pay by card when you book, with Afterpay in 4 payments, or in cash when the job is done (no upfront payment).';
    case 'insurance':
      return `Yes: we are ${
        isLicensed(business) ? `licensed (licence ${business.licenseNumber.trim()}), ` : ''
      }bonded and insured${business.insurer ? ` (insured by ${business.insurer})` : ''}.`;
    case 'contact':
      return `Call us at ${business.phone} (${BUSINESS_HOURS}) or e-mail ${business.email}.`;
  }
}
