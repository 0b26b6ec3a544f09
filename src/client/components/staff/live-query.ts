import { useLiveConnected } from '@/client/lib/live-stream';

/**
 * Staff dashboards refresh by themselves (issue 16): every 30 s while open, and when the window
 * gets focus again. The app's defaults (never stale, no refetch: store-staff-assistant.md
 * section 9) stay for everything else.
 */
export const LIVE_QUERY = {
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
  staleTime: 0,
} as const;

/** The polling interval while no live stream is connected (issue 30: only a fallback). */
export const FALLBACK_POLL_MS = LIVE_QUERY.refetchInterval;

/**
 * The refetch interval of a list the live stream updates (docs/decisions/040): none while the
 * page's stream is connected, LIVE_QUERY's 30 s while it cannot connect.
 */
export function useStreamedRefetchInterval(): number | false {
  return useLiveConnected() ? false : FALLBACK_POLL_MS;
}
