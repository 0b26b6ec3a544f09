import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { siteRoutes, standaloneRoutes } from './routes';

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [{ Component: SiteLayout, children: siteRoutes }, ...standaloneRoutes],
  },
]);
