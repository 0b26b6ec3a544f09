// Every price constant of booking-flow.md section 9 and store-staff-assistant.md section 9, read
// from the engine's own tables (src/domain/catalog): nothing here is retyped, so the pages and the
// printed guide always show what the engine charges. The words around them are in the page's
// language (issue 28): every section takes the page's Lingui instance.
import type { I18n } from '@lingui/core';
import type { CatalogNames } from '@/domain/catalog/catalog-names';
import {
  bookingSection,
  landingSection,
  limitsSection,
  servicesSection,
  upsellSection,
} from './job-sections';
import { referenceWords, type ReferenceSection } from './reference-words';
import { settingsReference } from './settings-reference';
import {
  addOnSection,
  apartmentSection,
  installationSection,
  mountSection,
  wallSection,
} from './tv-sections';

/** The whole reference, in the order the pricing breakdown page and the printed guide show it. */
export function pricingReference(i18n: I18n, names: CatalogNames): readonly ReferenceSection[] {
  const words = referenceWords(i18n, names);
  return [
    installationSection(words),
    mountSection(words),
    wallSection(words),
    addOnSection(words),
    bookingSection(words),
    apartmentSection(words),
    servicesSection(words),
    landingSection(words),
    upsellSection(words),
    limitsSection(words),
    ...settingsReference(words),
  ];
}
