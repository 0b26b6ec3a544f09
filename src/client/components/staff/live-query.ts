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
