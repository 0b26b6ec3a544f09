// First: no schema may be built before zod is told not to probe for eval (CSP).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SPANISH_BASE } from '@/domain/site/locale-paths';
import { App } from './app/app';
import { activatePageLocale } from './i18n/catalogs';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A Spanish page is the English one under /es: the router's base, so every link stays in Spanish.
const i18n = await activatePageLocale();
const app = (
  <StrictMode>
    <BrowserRouter basename={i18n.locale === 'es' ? SPANISH_BASE : undefined}>
      <App i18n={i18n} />
    </BrowserRouter>
  </StrictMode>
);
// Public pages arrive rendered by the server (docs/decisions/019): React takes over that HTML.
// The booking flow, the store viewer and the staff screens arrive as an empty root.
if (root.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's taps and paints go first; issue 17's TBT).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Nothing was on screen to tap before this render (src/server/routes/pages/head-script.ts).
  window.__hydrated = true;
  createRoot(root).render(app);
}
