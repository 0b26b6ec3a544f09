import { createBrowserRouter } from 'react-router';
import { setSiteNavigator } from '@/client/lib/site-mode';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { siteRoutes, standaloneRoutes } from './routes';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [{ Component: SiteLayout, children: siteRoutes }, ...standaloneRoutes],
  },
]);

// Buttons outside any route component (the landing page's entries to the builder) navigate here.
setSiteNavigator((to) => void router.navigate(to));
