// A product's pictures as the store and the admin's Store tab show them (store-staff-assistant.md
// section 8): the stored list resolved to paths, and the placeholder shown when one is missing.
const PRODUCT_ASSETS = '/assets/products/';

/** One path or a comma-separated list; a name not starting with / is in /assets/products/. */
export function productImages(imageUrl: string): string[] {
  return (
    imageUrl
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      // Another site's address (a scheme, or '//host') is never shown: nothing is hot-linked. The
      // server refuses new ones; this drops any stored before it did.
      .filter((part) => !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(part))
      .map((part) => (part.startsWith('/') ? part : `${PRODUCT_ASSETS}${part}`))
  );
}

export function placeholderImage(width = 400, height = 300): string {
  return `/api/placeholder/${width}/${height}`;
}
