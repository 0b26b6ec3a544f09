// The store's category names in Spanish (issue 28), under the keys of products.ts.
import type { ProductCategory } from './products';

export const PRODUCT_CATEGORY_LABELS_ES: Readonly<Record<ProductCategory, string>> = {
  mounts: 'Soportes para TV',
  shelving: 'Repisas flotantes',
  cables: 'Cables y accesorios',
  lighting: 'Iluminación LED',
  cameras: 'Cámaras de seguridad',
};
