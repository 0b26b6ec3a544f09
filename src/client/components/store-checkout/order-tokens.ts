// The manage token of each order placed in this browser, by reference, so the success page can
// show the order (the token never goes in a URL). Kept for a day at most.
const KEY = 'mount-depot-orders';
const DAY_MS = 24 * 60 * 60 * 1000;

type Saved = Record<string, { token: string; savedAt: number }>;

function read(): Saved {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Saved) : {};
  } catch {
    return {};
  }
}

export function saveOrderToken(reference: string, token: string, now = Date.now()): void {
  const fresh = Object.fromEntries(
    Object.entries(read()).filter(([, entry]) => now - entry.savedAt < DAY_MS),
  );
  try {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...fresh, [reference]: { token, savedAt: now } }),
    );
  } catch {
    // Without storage the success page asks the customer to check the receipt e-mail.
  }
}

export function orderToken(reference: string): string | null {
  return read()[reference]?.token ?? null;
}
