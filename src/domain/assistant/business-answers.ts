// The business questions the built-in assistant answers (decisions.md "Assistant": hours, area,
// warranty, payment methods, insurance), from the one set of business facts.
import { isLicensed } from '../catalog/landing';
import { isServedZip } from '../catalog/service-area';
import type { BusinessFacts } from '../schemas/business';
import type { Locale } from '../site/locales';
import type { ByLanguage } from './language';
import { MESSAGES } from './messages';
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

const EN_FACT_RULES: readonly PhraseRule<FactTopic>[] = [
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

const ES_FACT_RULES: readonly PhraseRule<FactTopic>[] = [
  {
    value: 'hours',
    pattern:
      /\b(?:horario de (?:atencion|trabajo|servicio)|a que hora (?:abren|cierran|empiezan)|estan abiertos|abren (?:los )?(?:domingos?|sabados?|fines de semana)|trabajan (?:los )?(?:domingos|sabados|fines de semana))\b/,
  },
  {
    value: 'area',
    pattern:
      /\b(?:zona de servicio|que (?:zonas|areas)|donde (?:trabajan|estan|dan servicio)|(?:llegan|van|vienen) a|codigos? postal(?:es)?|cerca de mi|en mi (?:zona|area))\b/,
  },
  { value: 'warranty', pattern: /\b(?:garantias?|garantizad[oa]s?)\b/ },
  {
    value: 'payment',
    pattern:
      /\b(?:como (?:pago|puedo pagar|se paga)|formas? de pago|metodos? de pago|pagar (?:con|en)|efectivo|tarjetas?|afterpay|a plazos|financiamiento|deposito|por adelantado|anticipo)\b/,
  },
  { value: 'insurance', pattern: /\b(?:asegurad[oa]s?|seguro|licencia|con licencia)\b/ },
  {
    value: 'contact',
    pattern:
      /\b(?:telefono|numero (?:de telefono|para llamar)|llamarles|hablar con (?:alguien|una persona)|persona real|correo(?: electronico)?|contacto)\b/,
  },
];

export const FACT_RULES: ByLanguage<readonly PhraseRule<FactTopic>[]> = {
  en: EN_FACT_RULES,
  es: ES_FACT_RULES,
};

/** A 5-digit ZIP in the words, to check against the service area. */
function zipIn(text: string): string | undefined {
  return /\b(\d{5})\b/.exec(text)?.[1];
}

/** What the assistant says about the business: the settings as they are now (GET /api/business). */
export type AssistantBusiness = Pick<
  BusinessFacts,
  'phone' | 'email' | 'insurer' | 'address' | 'serviceAreaZips' | 'licenseNumber'
>;

export function factAnswer(
  topic: FactTopic,
  text: string,
  business: AssistantBusiness,
  language: Locale,
): string {
  const facts = MESSAGES[language].facts;
  switch (topic) {
    case 'hours':
      return facts.hours;
    case 'area': {
      const zip = zipIn(text);
      if (zip) {
        return isServedZip(zip, business)
          ? facts.zipServed(zip)
          : facts.zipNotServed(zip, business.phone);
      }
      return facts.area(business.address);
    }
    case 'warranty':
      return facts.warranty;
    case 'payment':
      return facts.payment;
    case 'insurance':
      return facts.insurance(
        isLicensed(business) ? business.licenseNumber.trim() : undefined,
        business.insurer || undefined,
      );
    case 'contact':
      return facts.contact(business.phone, business.email);
  }
}
