// A test app with Stripe's and Square's keys whose SDKs talk to fresh local fakes
// (provider-fakes.ts), for the tests that need both providers at once.
import { createPaymentGateways } from '../../services/payments/index';
import { createTestApp } from '../../testing/test-app';
import { startFakeSquare, startFakeStripe } from './provider-fakes';

export async function appWithProviderFakes(keys: {
  stripeWebhookSecret: string;
  squareSignatureKey: string;
  publicUrl: string;
}) {
  const app = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: keys.stripeWebhookSecret,
    SQUARE_ACCESS_TOKEN: 'EAAA-test-token',
    SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test',
    SQUARE_LOCATION_ID: 'LTEST123',
    SQUARE_WEBHOOK_SIGNATURE_KEY: keys.squareSignatureKey,
    PUBLIC_URL: keys.publicUrl,
  });
  const stripeApi = await startFakeStripe();
  const squareApi = await startFakeSquare();
  app.ctx.payments = createPaymentGateways(app.ctx.config, {
    stripe: stripeApi.api,
    squareBaseUrl: squareApi.baseUrl,
  });
  return { app, stripeApi, squareApi };
}
