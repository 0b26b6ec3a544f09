// The receipt's price lines from the engine's stored breakdown, the same lines and words the
// confirmation mail shows (notifications/templates/booking.ts priceRows): each TV with its
// parts, the multi-TV discount, the one-time fees, the services and the store products.
import { roomName } from '../../../domain/catalog/tv-names';
import { customerWordsFor } from '../../../domain/catalog/customer-words-for';
import type { Quote } from '../../../domain/schemas/quote';
import type { Locale } from '../../../domain/site/locales';
import { messagesFor } from '../../notifications/messages/index';

export type ReceiptLine = {
  label: string;
  cents: number;
  /** A TV's part: shown indented under its TV, its amount in the TV's total. */
  detail?: boolean;
};

export function receiptLines(breakdown: unknown, locale: Locale): ReceiptLine[] {
  if (!breakdown || typeof breakdown !== 'object' || !('tvs' in breakdown)) return [];
  const quote = breakdown as Quote;
  const words = messagesFor(locale).price;
  const lines: ReceiptLine[] = [];
  for (const tv of quote.tvs) {
    const room = roomName(tv.room ?? '', customerWordsFor(locale).names);
    lines.push({ label: words.tv(tv.index + 1, room), cents: tv.totalCents });
    for (const part of tv.parts) lines.push({ label: part.label, cents: part.cents, detail: true });
  }
  if (quote.discountCents > 0) lines.push({ label: words.discount, cents: -quote.discountCents });
  for (const fee of quote.oneTimeFees) lines.push({ label: fee.label, cents: fee.cents });
  for (const service of quote.services) {
    lines.push({ label: `${service.label} x${service.quantity}`, cents: service.totalCents });
  }
  for (const product of quote.products) {
    lines.push({ label: `${product.name} x${product.quantity}`, cents: product.totalCents });
  }
  return lines;
}
