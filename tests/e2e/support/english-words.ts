// Issue 28: "no English interface words remain on /es pages". Reads what a customer meets on the
// page (visible text, and the names a screen reader or a hover gives: aria-label, alt, title,
// placeholder) and returns the English words in it. The list holds common interface words that
// are no Spanish words; names are taken out first (the business's and the store's names, the
// payment providers', units such as "TV"), and so is text marked translate="no" (a brand name).
import type { Page } from '@playwright/test';

const ENGLISH = new Set(
  (
    'the and your you our with for from this that what when where which who how ' +
    'book booking booked next back continue select choose price prices pricing starting ' +
    'home call chat add added remove cancel date time window windows mount mounts mounting wall ' +
    'walls service services store cart checkout order orders pay payment paid cash card email ' +
    'phone name address track help search filter close open menu warranty insured bonded ' +
    'same day today tomorrow week morning afternoon evening free delivery pickup quantity ' +
    'each per more less only just now get see view show hide edit save done yes ' +
    'about contact hours reviews gallery photos photo upload room rooms size sizes wire wires ' +
    'hidden outlet soundbar shelf shelves lighting install installation ' +
    'technician arrival confirmed confirmation reference status schedule reschedule ' +
    'summary subtotal discount tax fee fees deposit refund receipt total'
  ) // "total" is Spanish too
    .split(/\s+/)
    .filter((word) => word && word !== 'total'),
);

/** Names that stay as they are in Spanish. */
const NAMES = [
  /Charlotte TV Mounting/g,
  /Mount Depot/g,
  /Afterpay/g,
  /Stripe/g,
  /Square/g,
  /\bTV\b/g,
  /\bEnglish\b/g,
];

/**
 * The English words a customer meets on the page, with where each was found. `data` are texts
 * staff typed in English only (a product added without a Spanish name): shown as typed, they are
 * no interface words.
 */
export async function englishWordsOn(page: Page, data: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en')) continue;
      if (parent.closest('[translate="no"]')) continue;
      if (!visible(parent) && !parent.closest('.sr-only')) continue;
      out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      if (el.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(attribute);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  const found = new Set<string>();
  for (const raw of texts) {
    let text = raw;
    for (const typed of data) text = text.split(typed).join(' ');
    for (const name of NAMES) text = text.replace(name, ' ');
    for (const word of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
      if (ENGLISH.has(word)) found.add(`${word} (in "${raw.trim().slice(0, 80)}")`);
    }
  }
  return [...found];
}
