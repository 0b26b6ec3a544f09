// The customer's manage link /my-booking/{token} (decisions.md "Public references, not sequential
// ids"; docs/decisions/016-manage-links.md). The token is an HMAC of the booking's reference under
// the server's secret: 256 unguessable bits that the database stores only as a hash, yet every
// e-mail written later (payment, reminder, reschedule) can carry the same link again.
import { createHmac } from 'node:crypto';
import type { BusinessFacts } from '../../domain/schemas/business';
import type { Locale } from '../../domain/site/locales';
import { pathInLocale } from '../../domain/site/locale-paths';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { readBusinessFacts } from './business-facts';
import { hashManageToken } from './public-references';
import { signingSecret } from './tokens';

export type ManageLinks = {
  /** The booking's manage token. */
  tokenFor: (reference: string) => string;
  /** The full link for e-mails, to the page in the customer's language (/es/my-booking/...). */
  urlFor: (reference: string, locale?: Locale) => string;
  /** The site's address without a trailing slash. */
  siteUrl: string;
  /**
   * The business's facts when these links were made (the one cached read): every e-mail that
   * points back to the site also names the phone and e-mail to reach, and none holds them in code.
   */
  business: BusinessFacts;
};

export function manageLinksFrom(
  secret: Uint8Array,
  siteUrl: string,
  business: BusinessFacts,
): ManageLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const tokenFor = (reference: string) =>
    createHmac('sha256', secret).update(`manage-booking\0${reference}`).digest('base64url');
  return {
    tokenFor,
    urlFor: (reference, locale = 'en') =>
      `${base}${pathInLocale(`/my-booking/${tokenFor(reference)}`, locale)}`,
    siteUrl: base,
    business,
  };
}

/**
 * The site's public address without a trailing slash: PUBLIC_URL, else this server's own
 * http://localhost:PORT. Never the request's Host header, which the client chooses.
 */
export function publicSiteUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export async function manageLinks(ctx: Pick<AppContext, 'db' | 'config'>): Promise<ManageLinks> {
  const secret = await signingSecret(ctx.db, ctx.config);
  return manageLinksFrom(secret, publicSiteUrl(ctx.config), await readBusinessFacts(ctx.db));
}

/**
 * The review page of a completed booking, `/review/{token}` (`/es/review/{token}` in Spanish):
 * the "job done" mail and text link there (decisions.md "Finishing a job").
 */
export function reviewUrlFor(links: ManageLinks, reference: string, locale: Locale = 'en'): string {
  return `${links.siteUrl}${pathInLocale(`/review/${links.tokenFor(reference)}`, locale)}`;
}

/** The hash stored for a booking's token. */
export function manageTokenHashFor(links: ManageLinks, reference: string): string {
  return hashManageToken(links.tokenFor(reference));
}
