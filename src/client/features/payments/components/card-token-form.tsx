// Square's card form when the server names Square, the sandbox's otherwise (GET
// /api/payments/config); either way the result is a single-use token for POST /api/square-payment.
import { Trans } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { usePaymentsConfig } from '@/client/api/payments-config';
import { SandboxCardForm } from './sandbox-card-form';
import { SquareCardForm } from './square-card-form';

export function CardTokenForm(props: {
  submitLabel: string;
  busy: boolean;
  onToken: (token: string) => Promise<void>;
  secondary?: React.ReactNode;
}) {
  const config = usePaymentsConfig();
  if (config.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden />{' '}
        <Trans>Preparing secure payment…</Trans>
      </p>
    );
  }
  const { data } = config;
  if (data?.tokenGateway === 'square' && data.squareApplicationId && data.squareLocationId) {
    return (
      <SquareCardForm
        applicationId={data.squareApplicationId}
        locationId={data.squareLocationId}
        {...props}
      />
    );
  }
  return <SandboxCardForm {...props} />;
}
