import type { ComponentType } from 'react';
import type { PageComponent } from '@/domain/site/pages';
import { lazyWithQueries } from '@/client/lib/lazy-with-queries';
import HomePage from './home-page';

/**
 * A screen fetched only when its page is visited. React.lazy rather than the data router's
 * `lazy`: the declarative router is 17 KiB gzip lighter (docs/decisions/019), and a
 * server-rendered lazy page hydrates inside its Suspense boundary once its code arrives.
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>): ComponentType =>
  lazyWithQueries(load);

/**
 * The screen of every key of the page manifest (src/domain/site/pages.ts). The landing page is
 * in the first bundle (it is what nearly every visitor sees first); everything else loads when
 * visited. A key the manifest adds without a screen here fails the type check.
 */
export const PAGE_COMPONENTS: Readonly<Record<PageComponent, ComponentType>> = {
  home: HomePage,
  'booking-flow': lazyPage(() => import('@/client/features/booking/booking-flow')),
  track: lazyPage(() => import('@/client/features/manage-booking/track-page')),
  'my-booking': lazyPage(() => import('@/client/features/manage-booking/my-booking-page')),
  review: lazyPage(() => import('@/client/features/manage-booking/review-page')),
  store: lazyPage(() => import('@/client/features/store/store-page')),
  'store-success': lazyPage(() => import('@/client/features/store/store-success-page')),
  'products-store': lazyPage(() => import('@/client/features/store/products-store-page')),
  'payment-success': lazyPage(() => import('@/client/features/payments/payment-success-page')),
  'secure-checkout': lazyPage(() => import('@/client/features/payments/secure-checkout-page')),
  'afterpay-sandbox': lazyPage(
    () => import('@/client/features/afterpay-sandbox/afterpay-sandbox-page'),
  ),
  admin: lazyPage(() => import('@/client/features/admin/admin-page')),
  technician: lazyPage(() => import('@/client/features/technician/technician-page')),
  'square-test': lazyPage(() => import('@/client/features/payments/square-test-page')),
  'progress-demo': lazyPage(() => import('@/client/features/demo/progress-demo-page')),
  'aivah-demo': lazyPage(() => import('@/client/features/demo/aivah-demo-page')),
  'did-widget-test': lazyPage(() => import('@/client/features/demo/did-widget-test-page')),
  'service-images-test': lazyPage(
    () => import('@/client/features/service-images-test/service-images-test-page'),
  ),
  'contact-form-test': lazyPage(() => import('@/client/features/demo/contact-form-test-page')),
  'pricing-test': lazyPage(() => import('@/client/features/pricing/pricing-test-page')),
  'pricing-breakdown': lazyPage(() => import('@/client/features/pricing/pricing-breakdown-page')),
  'see-it-on-your-wall': lazyPage(
    () => import('@/client/features/see-it-on-your-wall/see-it-on-your-wall-page'),
  ),
  'upsell-test': lazyPage(() => import('@/client/features/pricing/upsell-test-page')),
  'welcome-test': lazyPage(() => import('@/client/features/welcome/welcome-test-page')),
  'banner-demo': lazyPage(() => import('@/client/features/banner-demo/banner-demo-page')),
  'google-maps-test': lazyPage(() => import('@/client/features/demo/google-maps-test-page')),
  'system-test': lazyPage(() => import('@/client/features/demo/system-test-page')),
};
