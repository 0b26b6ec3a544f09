import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import NotFoundPage from '@/client/features/not-found/not-found-page';
import HomePage from './home-page';

/** A route whose screen is fetched only when it is visited. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * Pages inside the site's header and footer. The landing page is in the first bundle (it is
 * what nearly every visitor sees first); everything else loads when visited.
 */
export const siteRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: '/banner-demo',
    lazy: lazyPage(() => import('@/client/features/banner-demo/banner-demo-page')),
  },
  {
    path: '/welcome-test',
    lazy: lazyPage(() => import('@/client/features/welcome/welcome-test-page')),
  },
  {
    path: '/service-images-test',
    lazy: lazyPage(() => import('@/client/features/service-images-test/service-images-test-page')),
  },
  {
    path: '/pricing-breakdown',
    lazy: lazyPage(() => import('@/client/features/pricing/pricing-breakdown-page')),
  },
  {
    path: '/pricing-test',
    lazy: lazyPage(() => import('@/client/features/pricing/pricing-test-page')),
  },
  {
    path: '/upsell-test',
    lazy: lazyPage(() => import('@/client/features/pricing/upsell-test-page')),
  },
  {
    // Every booking screen and the confirmation: /book/type ... /book/confirmed/{reference}.
    path: '/book/*',
    lazy: lazyPage(() => import('@/client/features/booking/booking-flow')),
  },
  // The customer's own booking (issue 15): the e-mailed manage link, and lookup by reference.
  {
    path: '/my-booking/:token',
    lazy: lazyPage(() => import('@/client/features/manage-booking/my-booking-page')),
  },
  {
    path: '/track',
    lazy: lazyPage(() => import('@/client/features/manage-booking/track-page')),
  },
  {
    path: '/mount-depot',
    lazy: lazyPage(() => import('@/client/features/store/store-page')),
  },
  {
    path: '/mount-depot/success',
    lazy: lazyPage(() => import('@/client/features/store/store-success-page')),
  },
  {
    path: '/store',
    lazy: lazyPage(() => import('@/client/features/store/products-store-page')),
  },
  {
    path: '/payment-success',
    lazy: lazyPage(() => import('@/client/features/payments/payment-success-page')),
  },
  {
    path: '/square-test',
    lazy: lazyPage(() => import('@/client/features/payments/square-test-page')),
  },
  {
    path: '/secure-checkout',
    lazy: lazyPage(() => import('@/client/features/payments/secure-checkout-page')),
  },
  { path: '*', Component: NotFoundPage },
];

/** Screens with their own chrome (staff portals, full-screen demos). */
export const standaloneRoutes: RouteObject[] = [
  { path: '/admin', lazy: lazyPage(() => import('@/client/features/admin/admin-page')) },
  {
    path: '/technician',
    lazy: lazyPage(() => import('@/client/features/technician/technician-page')),
  },
  {
    path: '/technician-portal',
    lazy: lazyPage(() => import('@/client/features/technician/technician-page')),
  },
  {
    path: '/afterpay-sandbox',
    lazy: lazyPage(() => import('@/client/features/afterpay-sandbox/afterpay-sandbox-page')),
  },
  // Demo and diagnostic pages (issue 14): their own frame, noindex, linked from no customer page.
  {
    path: '/progress-demo',
    lazy: lazyPage(() => import('@/client/features/demo/progress-demo-page')),
  },
  { path: '/aivah-demo', lazy: lazyPage(() => import('@/client/features/demo/aivah-demo-page')) },
  {
    path: '/did-test',
    lazy: lazyPage(() => import('@/client/features/demo/did-widget-test-page')),
  },
  {
    path: '/did-widget-test',
    lazy: lazyPage(() => import('@/client/features/demo/did-widget-test-page')),
  },
  {
    path: '/contact-form-test',
    lazy: lazyPage(() => import('@/client/features/demo/contact-form-test-page')),
  },
  {
    path: '/google-maps-test',
    lazy: lazyPage(() => import('@/client/features/demo/google-maps-test-page')),
  },
  { path: '/system-test', lazy: lazyPage(() => import('@/client/features/demo/system-test-page')) },
];
