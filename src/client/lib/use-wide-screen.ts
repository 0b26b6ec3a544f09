import { useSyncExternalStore } from 'react';

// Wide tables from 1024 px; below, every staff list is cards, so that a 390 px phone never scrolls
// sideways (issue 16).
const QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
