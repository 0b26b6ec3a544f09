// The sandbox card fields format as they are typed (issue 26): a phone's digit keypad has no "/",
// so the expiry adds its own slash, and the card number is grouped in fours. Every function takes
// what the field now holds (typed, pasted or filled by the browser) and answers what it shows.

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Up to 19 digits in groups of four: '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(raw: string): string {
  return (
    digitsOf(raw)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Three or four digits. */
export function formatCvc(raw: string): string {
  return digitsOf(raw).slice(0, 4);
}

/**
 * MM/YY. `previous` is what the field showed before this change: while the customer deletes,
 * no slash is added back, so a backspace over the slash takes it away.
 * '1230' -> '12/30', '12 / 30' -> '12/30', '4' -> '04/', '1/30' -> '01/30', '12/2030' -> '12/30'
 * (typed key by key too: '12/203' shows while the fourth digit is on its way).
 */
export function formatExpiry(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  const slash = raw.indexOf('/');
  if (slash >= 0) {
    let month = digitsOf(raw.slice(0, slash)).slice(0, 2);
    const after = digitsOf(raw.slice(slash + 1));
    // A four-digit year ('12/2030') keeps its last two digits, and '12/203' is one on its way;
    // otherwise the first two digits are the year.
    const fourDigitYear = after.length >= 3 && after.startsWith('20');
    const year = fourDigitYear
      ? after.length === 3
        ? after
        : after.slice(2, 4)
      : after.slice(0, 2);
    if (month.length === 1 && month !== '0') month = `0${month}`;
    if (month.length === 2) return `${month}/${year}`;
    // No month before the slash: read the digits as typed.
    return formatExpiry(digitsOf(raw), previous);
  }
  const digits = digitsOf(raw).slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) {
    // No month starts with 2-9: '4' is April.
    return digits > '1' && !deleting ? `0${digits}/` : digits;
  }
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
