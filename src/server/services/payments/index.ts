import type { AppConfig } from '../../config';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';

/**
 * The card gateway for this configuration. Until the Stripe and Square adapters land (a later
 * issue), every configuration uses the sandbox, so the site never pretends to charge real money.
 */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  void config;
  return createSandboxGateway();
}
