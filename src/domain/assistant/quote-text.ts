// The engine's breakdown written out for a chat: one line per TV with its parts, the discount,
// one-time fees and services, the total, and what was assumed. Every amount is the engine's.
import { ADDITIONAL_SERVICES } from '../catalog/additional-services';
import { TV_SIZE_LABELS } from '../catalog/tv-sizes';
import { WALL_TYPE_INFO } from '../catalog/wall-types';
import { formatMoney } from '../pricing/format-money';
import type { Configuration } from '../schemas/assistant';
import type { Quote } from '../schemas/quote';
import type { Locale } from '../site/locales';
import { MESSAGES, type Messages } from './messages';

/** "two 56"-65" TVs and a soundbar installation" */
export function describeConfiguration(configuration: Configuration, messages: Messages): string {
  const bySize = new Map<string, number>();
  for (const tv of configuration.tvs) bySize.set(tv.tvSize, (bySize.get(tv.tvSize) ?? 0) + 1);
  const tvs = [...bySize].map(([size, n]) =>
    messages.tvs(n, TV_SIZE_LABELS[size as keyof typeof TV_SIZE_LABELS] ?? size),
  );
  const services = configuration.additionalServices.map(
    (line) => ADDITIONAL_SERVICES[line.type].name,
  );
  const all = [...tvs, ...services];
  return all.length === 0 ? messages.yourJob : messages.list(all);
}

/** What the customer did not say, in the words of decisions.md "Assistant". */
export function assumptionText(
  configuration: Configuration,
  messages: Messages,
): string | undefined {
  const { assumed, tvs } = configuration;
  const items: string[] = [];
  if (tvs.length > 0) {
    if (assumed.mount) items.push(messages.assumedMount);
    if (assumed.wall) items.push(messages.assumedWall);
    if (assumed.count) items.push(messages.assumedCount);
    if (assumed.size) {
      items.push(messages.assumedSize(tvs.every((tv) => tv.mountOption === 'purchase')));
    }
  }
  items.push(...configuration.serviceAssumptions.map(messages.serviceAssumption));
  if (items.length === 0) return undefined;
  return messages.assumed(items.join(', '));
}

export function quoteLines(
  quote: Quote,
  configuration: Configuration,
  messages: Messages,
): string[] {
  const lines: string[] = [];
  quote.tvs.forEach((tv, index) => {
    const parts = tv.parts
      .map((part) => `${messages.part(part.key, part.label)} ${formatMoney(part.cents)}`)
      .join(' + ');
    const wall = messages.wall(tv.wallType, WALL_TYPE_INFO[tv.wallType].label);
    const room = messages.room(configuration.tvs[index]?.room ?? tv.room);
    lines.push(
      `${messages.tvLine(index + 1, TV_SIZE_LABELS[tv.tvSize], wall, room)}${parts} = ${formatMoney(tv.totalCents)}`,
    );
  });
  if (quote.discountCents > 0) {
    lines.push(`- ${messages.multiTvDiscount}: -${formatMoney(quote.discountCents)}`);
  }
  for (const fee of quote.oneTimeFees)
    lines.push(`- ${messages.fee(fee.key, fee.label)}: ${formatMoney(fee.cents)}`);
  for (const line of quote.services) {
    const times = line.quantity > 1 ? ` x ${line.quantity}` : '';
    lines.push(`- ${line.label}${times}: ${formatMoney(line.totalCents)}`);
  }
  return lines;
}

export function quoteText(quote: Quote, configuration: Configuration, language: Locale): string {
  const messages = MESSAGES[language];
  const lines = [
    messages.priceFor(describeConfiguration(configuration, messages)),
    ...quoteLines(quote, configuration, messages),
    `${messages.total}: ${formatMoney(quote.totalCents)}`,
  ];
  if (quote.oneTimeFees.some((fee) => fee.key === 'sameDayService'))
    lines.push(messages.sameDayFee);
  const assumed = assumptionText(configuration, messages);
  if (assumed) lines.push(assumed);
  return lines.join('\n');
}
