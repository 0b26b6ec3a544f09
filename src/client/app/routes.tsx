import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithQueries } from '@/client/lib/lazy-with-queries';
import NotFoundPage from '@/client/features/not-found/not-found-page';
import HomePage from './home-page';

/**
 * A route whose screen is fetched only when it is visited. React.lazy rather than the data
 * router's `lazy`: the declarative router is 17 KiB gzip lighter (docs/decisions/019), and a
 * server-rendered lazy page hydrates inside its Suspense boundary once its code arrives.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazyWithQueries(load);
}

/**
 * Pages inside the site's header and footer. The landing page is in the first bundle (it is
 * what nearly every visitor sees first); everything else loads when visited.
 */
export const siteRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: '/banner-demo',
    Component: lazyPage(() => import('@/client/features/banner-demo/banner-demo-page')),
  },
  {
    path: '/welcome-test',
    Component: lazyPage(() => import('@/client/features/welcome/welcome-test-page')),
  },
  {
    path: '/service-images-test',
    Component: lazyPage(
      () => import('@/client/features/service-images-test/service-images-test-page'),
    ),
  },
  {
    path: '/pricing-breakdown',
    Component: lazyPage(() => import('@/client/features/pricing/pricing-breakdown-page')),
  },
  {
    path: '/pricing-test',
    Component: lazyPage(() => import('@/client/features/pricing/pricing-test-page')),
  },
  {
    path: '/upsell-test',
    Component: lazyPage(() => import('@/client/features/pricing/upsell-test-page')),
  },
  {
    // Every booking screen and the confirmation: /book/type ... /book/confirmed/{reference}.
    path: '/book/*',
    Component: lazyPage(() => import('@/client/features/booking/booking-flow')),
  },
  // The customer's own booking (issue 15): the e-mailed manage link, and lookup by reference.
  {
    path: '/my-booking/:token',
    Component: lazyPage(() => import('@/client/features/manage-booking/my-booking-page')),
  },
  {
    path: '/track',
    Component: lazyPage(() => import('@/client/features/manage-booking/track-page')),
  },
  {
    path: '/mount-depot',
    Component: lazyPage(() => import('@/client/features/store/store-page')),
  },
  {
    path: '/mount-depot/success',
    Component: lazyPage(() => import('@/client/features/store/store-success-page')),
  },
  {
    path: '/store',
    Component: lazyPage(() => import('@/client/features/store/products-store-page')),
  },
  {
    path: '/payment-success',
    Component: lazyPage(() => import('@/client/features/payments/payment-success-page')),
  },
  {
    path: '/square-test',
    Component: lazyPage(() => import('@/client/features/payments/square-test-page')),
  },
  {
    path: '/secure-checkout',
    Component: lazyPage(() => import('@/client/features/payments/secure-checkout-page')),
  },
  { path: '*', Component: NotFoundPage },
];

/** Screens with their own chrome (staff portals, full-screen demos). */
export const standaloneRoutes: RouteObject[] = [
  {
    path: '/admin',
    Component: lazyPage(() => import('@/client/features/admin/admin-page')),
  },
  {
    path: '/technician',
    Component: lazyPage(() => import('@/client/features/technician/technician-page')),
  },
  {
    path: '/technician-portal',
    Component: lazyPage(() => import('@/client/features/technician/technician-page')),
  },
  {
    path: '/afterpay-sandbox',
    Component: lazyPage(() => import('@/client/features/afterpay-sandbox/afterpay-sandbox-page')),
  },
  // Demo and diagnostic pages (issue 14): their own frame, noindex, linked from no customer page.
  {
    path: '/progress-demo',
    Component: lazyPage(() => import('@/client/features/demo/progress-demo-page')),
  },
  {
    path: '/aivah-demo',
    Component: lazyPage(() => import('@/client/features/demo/aivah-demo-page')),
  },
  {
    path: '/did-test',
    Component: lazyPage(() => import('@/client/features/demo/did-widget-test-page')),
  },
  {
    path: '/did-widget-test',
    Component: lazyPage(() => import('@/client/features/demo/did-widget-test-page')),
  },
  {
    path: '/contact-form-test',
    Component: lazyPage(() => import('@/client/features/demo/contact-form-test-page')),
  },
  {
    path: '/google-maps-test',
    Component: lazyPage(() => import('@/client/features/demo/google-maps-test-page')),
  },
  {
    path: '/system-test',
    Component: lazyPage(() => import('@/client/features/demo/system-test-page')),
  },
];
