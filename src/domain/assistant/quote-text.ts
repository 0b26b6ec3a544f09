// The engine's breakdown written out for a chat: one line per TV with its parts, the discount,
// one-time fees and services, the total, and what was assumed. Every amount is the engine's.
import { ADDITIONAL_SERVICES } from '../catalog/additional-services';
import { TV_SIZE_LABELS } from '../catalog/tv-sizes';
import { WALL_TYPE_INFO } from '../catalog/wall-types';
import { formatMoney } from '../pricing/format-money';
import type { Configuration } from '../schemas/assistant';
import type { Quote } from '../schemas/quote';

const COUNT_NAMES = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const countName = (n: number) => COUNT_NAMES[n] ?? String(n);

/** "two 56"-65" TVs and a soundbar installation" */
export function describeConfiguration(configuration: Configuration): string {
  const bySize = new Map<string, number>();
  for (const tv of configuration.tvs) bySize.set(tv.tvSize, (bySize.get(tv.tvSize) ?? 0) + 1);
  const tvs = [...bySize].map(([size, n]) => {
    const label = TV_SIZE_LABELS[size as keyof typeof TV_SIZE_LABELS] ?? size;
    return `${countName(n)} ${label} TV${n === 1 ? '' : 's'}`;
  });
  const services = configuration.additionalServices.map(
    (line) => ADDITIONAL_SERVICES[line.type].name,
  );
  const all = [...tvs, ...services];
  if (all.length <= 1) return all[0] ?? 'your job';
  return `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

/** What the customer did not say, in the words of decisions.md "Assistant". */
export function assumptionText(configuration: Configuration): string | undefined {
  const { assumed, tvs } = configuration;
  const items: string[] = [];
  if (tvs.length > 0) {
    if (assumed.mount) items.push('a fixed (flat) mount bought from us');
    if (assumed.wall) items.push('drywall with wood studs');
    if (assumed.count) items.push('one TV');
    if (assumed.size) {
      const sameForEvery = tvs.every((tv) => tv.mountOption === 'purchase');
      items.push(
        sameForEvery ? 'a 44"-55" TV (installation costs the same for every size)' : 'a 44"-55" TV',
      );
    }
  }
  items.push(...configuration.serviceAssumptions);
  if (items.length === 0) return undefined;
  return `I assumed ${items.join(', ')}. Tell me if anything is different and I will price it again.`;
}

export function quoteLines(quote: Quote, configuration: Configuration): string[] {
  const lines: string[] = [];
  quote.tvs.forEach((tv, index) => {
    const parts = tv.parts.map((part) => `${part.label} ${formatMoney(part.cents)}`).join(' + ');
    const wall = WALL_TYPE_INFO[tv.wallType].label;
    const room = configuration.tvs[index]?.room ?? tv.room;
    lines.push(
      `- TV ${index + 1} (${TV_SIZE_LABELS[tv.tvSize]}, ${wall}, ${room}): ${parts} = ${formatMoney(tv.totalCents)}`,
    );
  });
  if (quote.discountCents > 0) {
    lines.push(`- Multi-TV discount (10% off the TVs): -${formatMoney(quote.discountCents)}`);
  }
  for (const fee of quote.oneTimeFees) lines.push(`- ${fee.label}: ${formatMoney(fee.cents)}`);
  for (const line of quote.services) {
    const times = line.quantity > 1 ? ` x ${line.quantity}` : '';
    lines.push(`- ${line.label}${times}: ${formatMoney(line.totalCents)}`);
  }
  return lines;
}

export function quoteText(quote: Quote, configuration: Configuration): string {
  const lines = [
    `Here is the price for ${describeConfiguration(configuration)}:`,
    ...quoteLines(quote, configuration),
    `Total: ${formatMoney(quote.totalCents)}`,
  ];
  if (quote.oneTimeFees.some((fee) => fee.key === 'sameDayService')) {
    lines.push(
      'The same-day fee is charged only when your arrival window starts within 24 hours of booking.',
    );
  }
  const assumed = assumptionText(configuration);
  if (assumed) lines.push(assumed);
  return lines.join('\n');
}
