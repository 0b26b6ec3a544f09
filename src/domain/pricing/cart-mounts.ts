// A TV mount bought in the store's cart for a TV replaces that TV's purchased mount: it is priced
// once, with the products, never also as the TV's mount (decisions.md "What the turn-3
// walk-throughs settled"). Each unit covers one TV; a TV that asked for the same kind of mount is
// covered first, then any other TV with a purchased mount, in the order of the TVs.
import type { MountType } from '../catalog/mount-types';
import type { ProductLine, QuoteTvLine } from '../schemas/quote';
import type { TvConfig } from '../schemas/tv-config';
import { QUOTE_WORDS_EN, type QuoteWords } from './quote-words';

export interface CartMount {
  readonly name: string;
  readonly mountType: MountType;
}

/** The hint in the TV's breakdown where its mount part was. */
export function cartMountLabel(
  mount: CartMount,
  replaced: MountType,
  words: QuoteWords = QUOTE_WORDS_EN,
): string {
  return words.cartMount(mount.name, replaced);
}

/** One entry per mount unit in the cart, in the order of the product lines. */
export function cartMountUnits(
  lines: readonly ProductLine[],
  mountTypeOf: (productId: number) => MountType | null | undefined,
): CartMount[] {
  return lines.flatMap((line) => {
    const mountType = mountTypeOf(line.productId);
    return mountType
      ? Array.from({ length: line.quantity }, () => ({ name: line.name, mountType }))
      : [];
  });
}

export function applyCartMounts(
  tvs: readonly TvConfig[],
  lines: readonly QuoteTvLine[],
  mounts: readonly CartMount[],
  words: QuoteWords = QUOTE_WORDS_EN,
): QuoteTvLine[] {
  if (mounts.length === 0) return [...lines];
  const covered = new Map<number, CartMount>();
  const open = () =>
    tvs.flatMap((tv, index) =>
      tv.mountOption === 'purchase' && !covered.has(index) ? [index] : [],
    );
  const left: CartMount[] = [];
  for (const mount of mounts) {
    const same = open().find((index) => tvs[index]?.mountType === mount.mountType);
    if (same === undefined) left.push(mount);
    else covered.set(same, mount);
  }
  for (const mount of left) {
    const any = open()[0];
    if (any === undefined) break;
    covered.set(any, mount);
  }
  return lines.map((line, index) => {
    const mount = covered.get(index);
    const tv = tvs[index];
    if (!mount || !tv) return line;
    const parts = line.parts.map((part) =>
      part.key === 'mount'
        ? { ...part, label: cartMountLabel(mount, tv.mountType, words), cents: 0 }
        : part,
    );
    return { ...line, parts, totalCents: parts.reduce((sum, part) => sum + part.cents, 0) };
  });
}
