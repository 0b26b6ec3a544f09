// Whether the Google Maps browser key works (store-staff-assistant.md's call table: GET
// /api/google-maps-key answers `working`, false meaning a billing problem, and `error`). The key is
// asked for one Places autocomplete, as the booking page's address field uses it, with the site's
// address as Referer (a browser key is restricted by referrer). One check per key is shared by
// every caller and kept a while: the booking page reads this call on every visit, and Google
// should not be asked each time. docs/decisions/055-unpaid-limit-and-money-cards.md.

export type MapsKeyState = { working: boolean; error: string | null };

export const NO_KEY_ERROR =
  'No Google Maps key is configured (GOOGLE_MAPS_API_KEY): addresses are typed in by hand.';

/** Google's Places web service, as the browser's Places library reaches it. */
export const GOOGLE_PLACES_AUTOCOMPLETE =
  'https://maps.googleapis.com/maps/api/place/autocomplete/json';

/** A definite answer is kept 10 minutes; an unreachable Google is asked again after 1. */
const KEEP_MS = 10 * 60_000;
const KEEP_UNREACHABLE_MS = 60_000;
const TIMEOUT_MS = 4_000;

type Kept = { until: number; state: Promise<MapsKeyState> };
const kept = new Map<string, Kept>();

type Options = { referer: string; endpoint?: string; now?: number };

/** Asks Google once; never throws: an unreachable Google is `working: false` with why. */
export async function askGoogle(key: string, options: Options): Promise<MapsKeyState> {
  const url = new URL(options.endpoint ?? GOOGLE_PLACES_AUTOCOMPLETE);
  url.searchParams.set('input', 'Charlotte, NC');
  url.searchParams.set('key', key);
  try {
    const response = await fetch(url, {
      headers: { referer: `${options.referer}/` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      status?: string;
      error_message?: string;
    };
    if (response.ok && (body.status === 'OK' || body.status === 'ZERO_RESULTS')) {
      return { working: true, error: null };
    }
    const status = body.status ?? `HTTP ${response.status}`;
    // Google's own words name the cause (billing not enabled, the API not enabled, the referrer).
    return {
      working: false,
      error: body.error_message ? `${status}: ${body.error_message}` : status,
    };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { working: false, error: `Google Maps could not be reached: ${why}` };
  }
}

/** The key's state, from the kept check when it is fresh enough. */
export function mapsKeyState(key: string | undefined, options: Options): Promise<MapsKeyState> {
  if (!key) return Promise.resolve({ working: false, error: NO_KEY_ERROR });
  const now = options.now ?? Date.now();
  const found = kept.get(key);
  if (found && found.until > now) return found.state;
  const state = askGoogle(key, options);
  const entry: Kept = { until: now + KEEP_MS, state };
  kept.set(key, entry);
  void state.then((answer) => {
    if (!answer.working && answer.error?.startsWith('Google Maps could not be reached')) {
      entry.until = now + KEEP_UNREACHABLE_MS;
    }
  });
  return state;
}

/** Tests start from nothing kept. */
export function forgetMapsKeyStates(): void {
  kept.clear();
}
