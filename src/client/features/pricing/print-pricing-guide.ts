// The printable pricing guide (store-staff-assistant.md section 2): a new window with the whole
// reference, formatted for paper, printed after 500 ms (section 9 "print delay") so that the
// document has laid out before the print dialog opens. In the page's language (issue 28).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BusinessView } from '@/client/lib/business-facts';
import type { Locale } from '@/domain/site/locales';
import { formatInstant } from '@/domain/scheduling/format-date';
import { escapeHtml } from '@/domain/site/escape-html';
import type { ReferenceSection } from './reference/reference-words';

export const PRINT_DELAY_MS = 500;

const STYLES = `
  body { font: 12pt/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #0f172a; margin: 2rem; }
  header { border-bottom: 2px solid #1d4ed8; margin-bottom: 1rem; padding-bottom: .5rem; }
  h1 { font-size: 20pt; margin: 0; color: #1d4ed8; }
  h2 { font-size: 13pt; margin: 1.25rem 0 .25rem; }
  p { margin: .25rem 0; }
  .muted { color: #475569; font-size: 10pt; }
  section { break-inside: avoid; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: .25rem 0; border-bottom: 1px solid #e2e8f0; text-align: left; vertical-align: top; }
  td { text-align: right; font-weight: 600; white-space: nowrap; padding-left: 1rem; }
  th small { display: block; color: #475569; font-weight: 400; }
`;

export function pricingGuideHtml(
  sections: readonly ReferenceSection[],
  printedOn: Date,
  business: Pick<BusinessView, 'name' | 'city' | 'phone'>,
  i18n: I18n,
): string {
  const locale = i18n.locale as Locale;
  const name = business.name;
  const date = formatInstant(printedOn, 'date', locale);
  const hours = i18n._(msg`8AM-8PM, 7 days a week`);
  const body = sections
    .map(
      (section) => `<section>
  <h2>${escapeHtml(section.title)}</h2>
  ${section.description ? `<p class="muted">${escapeHtml(section.description)}</p>` : ''}
  <table><tbody>${section.rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.label)}${
          row.note ? `<small>${escapeHtml(row.note)}</small>` : ''
        }</th><td>${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')}</tbody></table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(i18n._(msg`${name} - Pricing Guide`))}</title>
<style>${STYLES}</style></head>
<body>
<header>
  <h1>${escapeHtml(i18n._(msg`${name} Pricing Guide`))}</h1>
  <p class="muted">${escapeHtml(business.city)} &middot; ${escapeHtml(business.phone)} &middot; ${escapeHtml(hours)}</p>
  <p class="muted">${escapeHtml(i18n._(msg`Prices in US dollars, printed ${date}.`))}</p>
</header>
${body}
</body></html>`;
}

/** Opens the guide in a new window and prints it; false when the browser blocked the window. */
export function printPricingGuide(
  sections: readonly ReferenceSection[],
  business: Pick<BusinessView, 'name' | 'city' | 'phone'>,
  i18n: I18n,
): boolean {
  const guide = window.open('', '_blank');
  if (!guide) return false;
  guide.document.open();
  guide.document.write(pricingGuideHtml(sections, new Date(), business, i18n));
  guide.document.close();
  window.setTimeout(() => {
    guide.focus();
    guide.print();
  }, PRINT_DELAY_MS);
  return true;
}
