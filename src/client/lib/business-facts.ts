// GET /api/business: the business's facts (name, phone, e-mail, insurer, rating...) for every
// screen. The server embeds the same answer in the page as
// <script id="business-facts" type="application/json">, so the first paint already has them;
// without it the browser asks the API once. No screen holds a fact in code (issue 16).
import type { BusinessFacts } from '@/domain/schemas/business';
import { telHref } from '@/domain/site/tel-href';
import { getBusinessFacts } from '@/client/api/business';

export const BUSINESS_FACTS_ELEMENT_ID = 'business-facts';

function looksLikeFacts(value: unknown): value is BusinessFacts {
  if (typeof value !== 'object' || value === null) return false;
  const facts = value as Record<string, unknown>;
  return (
    ['name', 'phone', 'email', 'address', 'licenseNumber', 'insurer', 'ratingSource'].every(
      (key) => typeof facts[key] === 'string',
    ) &&
    (facts.rating === null || typeof facts.rating === 'number') &&
    Number.isInteger(facts.reviewCount) &&
    Number.isInteger(facts.version) &&
    Array.isArray(facts.serviceAreaZips)
  );
}

/**
 * The JSON the server embedded in the page as <script id={id} type="application/json">, or
 * undefined when there is none or it does not parse (the API answers instead).
 */
export function readEmbeddedJson(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The copy the server embedded in the HTML, when there is one and it reads as facts. */
export function readEmbeddedBusinessFacts(doc: Document = document): BusinessFacts | undefined {
  // The server wrote this copy from its zod-checked answer; a light check of its shape keeps
  // zod (about 15 KiB gzip) out of every page's first load (docs/decisions/030).
  const parsed = readEmbeddedJson(BUSINESS_FACTS_ELEMENT_ID, doc);
  return looksLikeFacts(parsed) ? parsed : undefined;
}

/*
 * This browser's copy of the facts, for useBusiness(). A small store of its own rather than a
 * TanStack Query cache entry: every page's header and footer read it, and the query library
 * (about 10 KiB gzip) stays out of the landing page's first load (docs/decisions/030).
 */
let current: BusinessFacts | undefined;
let asking = false;
const listeners = new Set<() => void>();

/** Replaces the copy every screen shows (the admin's saved settings). */
export function setBusinessFacts(facts: BusinessFacts): void {
  current = facts;
  for (const listener of listeners) listener();
}

/** The page's embedded copy, read once; undefined on the server and until the API answers. */
export function businessFactsSnapshot(): BusinessFacts | undefined {
  if (current === undefined && typeof document !== 'undefined') {
    current = readEmbeddedBusinessFacts();
  }
  return current;
}

/** Listens for changes; a page without an embedded copy asks the API (again after a failure). */
export function subscribeBusinessFacts(listener: () => void): () => void {
  listeners.add(listener);
  if (businessFactsSnapshot() === undefined && !asking) {
    asking = true;
    getBusinessFacts()
      .then(setBusinessFacts, () => undefined)
      .finally(() => (asking = false));
  }
  return () => listeners.delete(listener);
}

/** What screens show: the facts plus the tel: link and the city line derived from them. */
export type BusinessView = BusinessFacts & { telHref: string; city: string };

/** 'Charlotte, NC' stays; '1 Main St, Charlotte, NC 28202' -> 'Charlotte, NC'. */
export function cityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.replace(/\b\d{5}(-\d{4})?\b/, '').trim())
    .filter(Boolean);
  return parts.slice(-2).join(', ');
}

export function toBusinessView(facts: BusinessFacts): BusinessView {
  return { ...facts, telHref: telHref(facts.phone), city: cityOf(facts.address) };
}
