// Pieces both message tables (messages.ts, messages-es.ts) write with.

/** The towns of the service area, named the same in both languages. */
export const AREA_TOWNS = [
  'Matthews',
  'Mint Hill',
  'Huntersville',
  'Cornelius',
  'Davidson',
  'Concord',
  'Harrisburg',
  'Indian Trail',
  'Monroe',
  'Pineville',
  'Waxhaw',
  'Belmont',
  'Fort Mill',
];

/** "a, b and c" / "a, b y c". */
export const listWith =
  (and: string) =>
  (items: readonly string[]): string =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
