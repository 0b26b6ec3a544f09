import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setSiteNavigator } from '@/client/lib/site-mode';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { siteRoutes, standaloneRoutes } from './routes';

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [{ Component: SiteLayout, children: siteRoutes }, ...standaloneRoutes],
  },
];

/**
 * The site's pages under whichever router holds the location: BrowserRouter in the browser,
 * StaticRouter when the server renders a page (entry-server.tsx, docs/decisions/019).
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // Buttons outside any route component (the landing page's entries to the builder) navigate here.
  useEffect(() => setSiteNavigator((to) => void navigate(to)), [navigate]);
  return useRoutes(routes);
}
