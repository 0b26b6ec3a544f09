/** The `tel:` link of a US phone number as people write it: '(704) 555-0186' -> 'tel:+17045550186'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
