// Cents to the on-screen dollar form, shared by the screens and the e-mails. Integer arithmetic,
// so no floating-point rounding can show.

/** 123456 -> '$1,234.56'; -500 -> '-$5.00'. */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}
