// Which gateway takes which payment, by configuration only (STYLE.md rule 5; decisions.md
// "Configuration"; docs/decisions/006-payments.md). No keys: the sandbox everywhere.
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createSquareGateway, type SquareGateway } from './square-gateway';
import { createStripeGateway, type StripeApiTarget, type StripeGateway } from './stripe-gateway';

export type PaymentGateways = {
  /** Intents confirmed in the browser (the booking's card step): Stripe, else the sandbox. */
  card: PaymentGateway;
  /** Token charges (the Secure Checkout page, /square-test): Square, else the sandbox. */
  token: PaymentGateway;
  stripe: StripeGateway | undefined;
  square: SquareGateway | undefined;
  /** The gateway that took a stored payment: refunds go back through it. */
  byName(name: PaymentGateway['name']): PaymentGateway | undefined;
};

/** Tests point the SDKs at local fakes of the providers' APIs. */
export type ProviderApiTargets = { stripe?: StripeApiTarget; squareBaseUrl?: string };

export function createPaymentGateways(
  config: AppConfig,
  targets: ProviderApiTargets = {},
): PaymentGateways {
  const sandbox = createSandboxGateway();
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        ...(targets.stripe ? { api: targets.stripe } : {}),
      })
    : undefined;
  const square = config.SQUARE_ACCESS_TOKEN
    ? createSquareGateway({
        accessToken: config.SQUARE_ACCESS_TOKEN,
        locationId: config.SQUARE_LOCATION_ID,
        sandbox:
          !config.SQUARE_APPLICATION_ID || config.SQUARE_APPLICATION_ID.startsWith('sandbox-'),
        ...(targets.squareBaseUrl ? { baseUrl: targets.squareBaseUrl } : {}),
      })
    : undefined;
  const all: PaymentGateway[] = [sandbox, ...(stripe ? [stripe] : []), ...(square ? [square] : [])];
  return {
    card: stripe ?? sandbox,
    token: square ?? sandbox,
    stripe,
    square,
    byName: (name) => all.find((gateway) => gateway.name === name),
  };
}

/** The app's gateways, built once per app on first use (tests may set `ctx.payments` first). */
export function paymentGateways(ctx: AppContext): PaymentGateways {
  ctx.payments ??= createPaymentGateways(ctx.config);
  return ctx.payments;
}
