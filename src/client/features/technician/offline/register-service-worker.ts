// The technician app's service worker (docs/decisions/041): registered by the technician page
// only, scoped to /technician so it controls no customer page.
const SERVICE_WORKER = '/technician-sw.js';
const SCOPE = '/technician';
/** Workbox's runtime caches (technician-app.config.ts). */
export const PAGE_CACHE = 'technician-pages';
export const JOBS_CACHE = 'technician-jobs';

/**
 * Registers the worker; once it controls the page, keeps this page in its cache (the first visit
 * was not seen by it) and calls `onControlled`, which reads the job list again through it.
 */
export async function registerTechnicianApp(onControlled: () => void): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const container = navigator.serviceWorker;
  await container.register(SERVICE_WORKER, { scope: SCOPE });
  if (!container.controller) {
    await new Promise<void>((resolve) =>
      container.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  }
  try {
    const cache = await caches.open(PAGE_CACHE);
    if (!(await cache.match(location.pathname, { ignoreVary: true }))) {
      await cache.add(location.pathname);
    }
  } catch {
    // Offline or a storage limit: the next visit online caches the page.
  }
  onControlled();
}

/** Signing out: the cached job list goes with the session. */
export async function forgetCachedJobs(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(JOBS_CACHE);
}
