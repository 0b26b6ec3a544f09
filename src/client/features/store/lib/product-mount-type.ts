// Which mount a store product is, for "See it on your wall": a product of the mounts category,
// read from its tags (the seed's 'full motion', 'tilt', 'fixed'), null for anything else.
import type { MountType } from '@/domain/catalog/mount-types';
import type { Product } from '@/domain/schemas/products';

const BY_TAG: readonly (readonly [tag: string, mount: MountType])[] = [
  ['full motion', 'full_motion'],
  ['articulating', 'full_motion'],
  ['tilt', 'tilt'],
  ['tilting', 'tilt'],
  ['fixed', 'fixed'],
  ['flat', 'fixed'],
  ['low profile', 'fixed'],
];

export function productMountType(product: Pick<Product, 'category' | 'tags'>): MountType | null {
  if (product.category !== 'mounts') return null;
  const tags = new Set(product.tags.map((tag) => tag.trim().toLowerCase()));
  return BY_TAG.find(([tag]) => tags.has(tag))?.[1] ?? null;
}
