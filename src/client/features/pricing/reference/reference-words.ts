// How the pricing reference's sections write their words and money (issue 28): the page's
// Lingui instance and language, and the catalogue's names in it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CatalogNames } from '@/domain/catalog/catalog-names';
import { formatMoney } from '@/domain/pricing/format-money';
import { LOCALE_TAGS, type Locale } from '@/domain/site/locales';

export interface ReferenceRow {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

export interface ReferenceSection {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly rows: readonly ReferenceRow[];
}

/**
 * How a section writes its words and its money: the page's Lingui instance and language, and the
 * catalogue's names in it (useCustomerWords().names).
 */
export interface ReferenceWords {
  readonly say: (descriptor: MessageDescriptor) => string;
  readonly money: (cents: number) => string;
  readonly locale: Locale;
  readonly names: CatalogNames;
}

export function referenceWords(i18n: I18n, names: CatalogNames): ReferenceWords {
  const locale = i18n.locale as Locale;
  return {
    say: (descriptor) => i18n._(descriptor),
    money: (cents) => formatMoney(cents, locale),
    locale,
    names,
  };
}

/** '+$99.00' for a surcharge, '$0.00' for none. */
export const signed = (money: ReferenceWords['money'], cents: number) =>
  cents > 0 ? `+${money(cents)}` : money(cents);

/** '28202 and 28203' / '28202 y 28203'. */
export const both = (items: readonly string[], locale: Locale) =>
  new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);
