// How every e-mail is laid out: the greeting, the body, the business's contact line and its name.
// The booking mails (renderMail) add a heading, rows and a link, with an HTML version; the
// payments' and the store's (plainTextMail) are text alone.
import type { Locale } from '../../../domain/site/locales';
import { messagesFor } from '../messages/index';
import type { BusinessFacts } from '../../../domain/schemas/business';
import { escapeHtml } from '../../../domain/site/escape-html';
import { pathInLocale } from '../../../domain/site/locale-paths';
import type { OutboxAttachment, OutgoingEmail } from '../../services/mailer/outbox';

/** The business as it is now (its settings, services/business-facts.ts): contact and signature. */
export type MailBusiness = Pick<BusinessFacts, 'name' | 'phone' | 'email'>;

/** The mails' closing lines: how to reach the business, and its name. */
const contactLine = (business: Pick<BusinessFacts, 'phone' | 'email'>, locale: Locale = 'en') =>
  messagesFor(locale).contact(business.phone, business.email);

export type MailParts = {
  to: string;
  subject: string;
  heading: string;
  /** Whom the mail greets ("Hi Jamie,"). */
  greet: string;
  paragraphs: string[];
  rows?: [label: string, value: string][];
  /** A button-like link: the manage link, the review page. */
  link?: { label: string; url: string };
  footer?: string[];
  attachments?: OutboxAttachment[];
  /** The business as it is now: the closing contact line and signature. */
  business: MailBusiness;
  /** The customer's language for the greeting and contact line (English when left out). */
  locale?: Locale;
};

/** Plain text and a plain, table-light HTML version of the same facts (every client renders it). */
export function renderMail(parts: MailParts): OutgoingEmail {
  const rows = parts.rows ?? [];
  const locale = parts.locale ?? 'en';
  const words = messagesFor(locale);
  const footer = [...(parts.footer ?? []), contactLine(parts.business, locale)];
  const text = [
    words.greeting(parts.greet),
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`, ''] : []),
    ...footer.flatMap((line) => [line, '']),
    parts.business.name,
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    '<!doctype html>',
    `<html lang="${words.htmlLang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>`,
    `<p>${escapeHtml(words.greeting(parts.greet))}</p>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    rows.length
      ? `<table role="presentation" style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    parts.link
      ? `<p><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(parts.link.label)}</a></p>`
      : '',
    ...footer.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(parts.business.name)}</p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
  };
}

/** A text-only mail: greeting, the body, a closing line (the contact line unless given), name. */
export function plainTextMail(parts: {
  to: string;
  subject: string;
  greet: string;
  body: string[];
  closing?: string;
  business: MailBusiness;
  /** The customer's language (English when left out). */
  locale?: Locale;
}): OutgoingEmail {
  const { business } = parts;
  const locale = parts.locale ?? 'en';
  const closing = parts.closing ?? contactLine(business, locale);
  return {
    to: parts.to,
    subject: parts.subject,
    text: [
      messagesFor(locale).greeting(parts.greet),
      '',
      ...parts.body,
      '',
      closing,
      '',
      business.name,
    ].join('\n'),
  };
}

/** Said of a sandbox payment: no money was taken. */
export const testPaymentLine = (locale: Locale) => messagesFor(locale).money.testPayment;

/** When refunded money shows on the customer's statement (never, for a sandbox payment). */
export const refundArrivalLine = (testMode: boolean, locale: Locale) =>
  testMode ? messagesFor(locale).money.testRefund : messagesFor(locale).money.refundArrival;

/** The site's home page in the language: https://site for English, https://site/es for Spanish. */
export const siteHomeIn = (siteUrl: string, locale: Locale) =>
  locale === 'en' ? siteUrl : `${siteUrl}${pathInLocale('/', locale)}`;
