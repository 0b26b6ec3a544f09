// The receipt PDF (decisions.md "Finishing a job"; docs/decisions/042): one Letter page drawn with
// pdfkit in its built-in Helvetica (no font file, nothing fetched): a header band with the
// business, the customer and the job, the engine's lines in an aligned amounts column, the total
// ruled off, how and when it was paid, and the lifetime-warranty terms. pdfkit is loaded with the
// first receipt, not at start (~7 MB resident that most hours never use; docs/decisions/046).
import { formatMoney } from '../../../domain/pricing/format-money';
import type { PaymentMethod } from '../../../domain/schemas/booking';
import type { BusinessFacts } from '../../../domain/schemas/business';
import { formatCalendarDate, formatInstant } from '../../../domain/scheduling/format-date';
import type { Locale } from '../../../domain/site/locales';
import type { ReceiptLine } from './lines';
import { receiptWordsFor } from './words';

export type ReceiptFacts = {
  business: Pick<
    BusinessFacts,
    'name' | 'address' | 'phone' | 'email' | 'licenseNumber' | 'insurer'
  >;
  reference: string;
  locale: Locale;
  customerName: string;
  jobAddress: string;
  appointmentDate: string;
  technicianFirstName: string | null;
  lines: ReceiptLine[];
  totalCents: number;
  paymentMethod: PaymentMethod;
  paid: boolean;
  paidAt: Date | null;
};

const INK = '#1f2937';
const MUTED = '#6b7280';
const BAND = '#1e3a5f';
const RULE = '#d1d5db';
const PAGE = { width: 612, margin: 50 } as const;
const RIGHT = PAGE.width - PAGE.margin;
const AMOUNT_WIDTH = 110;
const CONTENT = RIGHT - PAGE.margin;

/**
 * Helvetica's built-in encoding is WinAnsi: Intl's narrow and no-break spaces ("2:00 p. m.")
 * would print as stray glyphs, so they become plain spaces.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

function done(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, facts: ReceiptFacts) {
  const words = receiptWordsFor(facts.locale);
  const { business } = facts;
  doc.rect(0, 0, PAGE.width, 118).fill(BAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20);
  doc.text(plain(business.name), PAGE.margin, 34, { width: 330 });
  doc.font('Helvetica').fontSize(9).fillColor('#dbe4f0');
  const contact = [
    business.address,
    [business.phone, business.email].filter(Boolean).join('  |  '),
  ];
  doc.text(plain(contact.filter(Boolean).join('\n')), PAGE.margin, doc.y + 4, { width: 330 });
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff');
  doc.text(words.title, RIGHT - 200, 34, { width: 200, align: 'right', characterSpacing: 2 });
  doc.font('Helvetica').fontSize(11).fillColor('#dbe4f0');
  doc.text(facts.reference, RIGHT - 200, 64, { width: 200, align: 'right' });
}

function parties(doc: PDFKit.PDFDocument, facts: ReceiptFacts): number {
  const words = receiptWordsFor(facts.locale);
  const top = 146;
  const label = (text: string, x: number, y: number) =>
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y, {
      characterSpacing: 0.8,
    });
  label(words.customer, PAGE.margin, top);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(plain(facts.customerName), PAGE.margin, top + 14, { width: 240 });
  doc.font('Helvetica').fontSize(10).text(plain(facts.jobAddress), { width: 240 });
  const leftBottom = doc.y;

  const x = 330;
  label(words.details, x, top);
  const rows: [string, string][] = [
    [words.reference, facts.reference],
    [
      words.jobDate,
      formatCalendarDate(facts.appointmentDate, 'plain', facts.appointmentDate, facts.locale),
    ],
    ...(facts.technicianFirstName
      ? [[words.technician, facts.technicianFirstName] as [string, string]]
      : []),
  ];
  let y = top + 14;
  for (const [name, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(name, x, y, { width: 100 });
    doc.fillColor(INK).text(plain(value), x + 100, y, { width: RIGHT - x - 100, align: 'right' });
    y = Math.max(doc.y, y + 14) + 2;
  }
  return Math.max(leftBottom, y) + 24;
}

/** A TV's parts show their amounts in a column of their own, left of the amounts that add up. */
const DETAIL_AMOUNT_RIGHT = RIGHT - 8 - AMOUNT_WIDTH - 12;

function row(
  doc: PDFKit.PDFDocument,
  y: number,
  label: string,
  amount: string,
  style: { bold?: boolean; detail?: boolean; size?: number } = {},
): number {
  const size = style.size ?? (style.detail ? 9 : 10.5);
  const indent = style.detail ? 16 : 0;
  const amountRight = style.detail ? DETAIL_AMOUNT_RIGHT : RIGHT - 8;
  doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  doc.fillColor(style.detail ? MUTED : INK);
  const labelWidth = amountRight - AMOUNT_WIDTH - PAGE.margin - 16 - indent;
  doc.text(plain(label), PAGE.margin + 8 + indent, y, { width: labelWidth });
  const bottom = doc.y;
  doc.text(amount, amountRight - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  return Math.max(bottom, doc.y) + (style.detail ? 3 : 6);
}

const rule = (doc: PDFKit.PDFDocument, y: number, color = RULE, width = 0.75) =>
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();

function lineTable(doc: PDFKit.PDFDocument, facts: ReceiptFacts, top: number): number {
  const words = receiptWordsFor(facts.locale);
  const money = (cents: number) => formatMoney(cents, facts.locale);
  doc.rect(PAGE.margin, top, CONTENT, 22).fill('#f3f4f6');
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  doc.text(words.description.toUpperCase(), PAGE.margin + 8, top + 7, { characterSpacing: 0.8 });
  doc.text(words.amount.toUpperCase(), RIGHT - 8 - AMOUNT_WIDTH, top + 7, {
    width: AMOUNT_WIDTH,
    align: 'right',
    characterSpacing: 0.8,
  });
  let y = top + 32;
  for (const line of facts.lines) {
    if (!line.detail && y > top + 32) {
      rule(doc, y - 3, '#eef0f3');
      y += 4;
    }
    y = row(doc, y, line.label, money(line.cents), { detail: line.detail === true });
  }
  rule(doc, y + 2, INK, 1);
  y = row(doc, y + 10, words.total, money(facts.totalCents), { bold: true, size: 13 });
  const method = words.method[facts.paymentMethod];
  const paidAt = facts.paidAt ? plain(formatInstant(facts.paidAt, 'date', facts.locale)) : null;
  const status = facts.paid
    ? paidAt
      ? words.paidOn(method, paidAt)
      : words.paid(method)
    : words.unpaid(method);
  y = row(doc, y, facts.paid ? words.amountPaid : words.balanceDue, money(facts.totalCents));
  rule(doc, y + 1, INK, 1);
  rule(doc, y + 4, INK, 1);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`${words.payment}: ${status}`, PAGE.margin + 8, y + 14, { width: CONTENT - 16 });
  return doc.y + 26;
}

function warranty(doc: PDFKit.PDFDocument, facts: ReceiptFacts, top: number) {
  const words = receiptWordsFor(facts.locale);
  const width = CONTENT - 32;
  const paragraph = { width, lineGap: 1.5 };
  doc.font('Helvetica').fontSize(8.5);
  const textHeight = words.warrantyTerms.reduce(
    (sum, text) => sum + doc.heightOfString(text, paragraph) + 5,
    0,
  );
  const height = 12 + 14 + textHeight + 12;
  doc.roundedRect(PAGE.margin, top, CONTENT, height, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.rect(PAGE.margin, top, 4, height).fill(BAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(words.warrantyHeading, PAGE.margin + 16, top + 12);
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  for (const text of words.warrantyTerms) {
    doc.text(text, PAGE.margin + 16, doc.y + 5, paragraph);
  }
}

function footer(doc: PDFKit.PDFDocument, facts: ReceiptFacts) {
  const words = receiptWordsFor(facts.locale);
  const { business } = facts;
  const credentials = [
    business.licenseNumber.trim() ? words.license(business.licenseNumber.trim()) : '',
    business.insurer.trim() ? words.insurer(business.insurer.trim()) : '',
  ].filter(Boolean);
  const y = 700;
  rule(doc, y);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(words.thanks, PAGE.margin, y + 12, { width: CONTENT, align: 'center' });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(plain([business.name, ...credentials].join('  |  ')), PAGE.margin, doc.y + 4, {
    width: CONTENT,
    align: 'center',
  });
}

/** The receipt as PDF bytes. */
export async function buildReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const words = receiptWordsFor(facts.locale);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    info: { Title: words.fileTitle(facts.reference), Author: facts.business.name },
    lang: facts.locale === 'es' ? 'es-US' : 'en-US',
  });
  header(doc, facts);
  const tableTop = parties(doc, facts);
  const warrantyTop = lineTable(doc, facts, tableTop);
  // A very long booking runs past the first page; the warranty then starts the next one.
  if (warrantyTop + 110 > 690) {
    doc.addPage();
    warranty(doc, facts, PAGE.margin);
  } else warranty(doc, facts, warrantyTop);
  footer(doc, facts);
  return done(doc);
}
