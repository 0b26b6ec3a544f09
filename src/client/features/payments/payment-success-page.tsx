// The return page after a card payment (booking-flow.md section 2 item 8). It says "paid" only
// when the server says so (issue 26): it reads the booking with the manage token it was sent
// with, and otherwise says what is true (checking, pending, not completed, not found). It marks
// nothing paid: the provider's verified webhook does that (docs/decisions/006-payments.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { myBookingPath, pagePath } from '@/domain/site/paths';
import { CheckCircle2, Clock, Loader2, SearchX, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { readPaymentSuccessLink } from '@/client/components/payments/payment-success-path';
import { ReturnPanel } from '@/client/components/payments/return-panel';
import { buttonClass } from '@/client/components/ui/button';
import { clearStoredCart } from '@/client/lib/stored-cart';
import { usePaymentState } from './api/get-payment-state';
import { paymentOutcome, type PaymentOutcomeKind } from './payment-outcome';

const ICONS: Record<PaymentOutcomeKind, React.ReactNode> = {
  checking: <Loader2 className="mx-auto size-16 animate-spin text-muted-foreground" aria-hidden />,
  paid: <CheckCircle2 className="mx-auto size-16 text-green-600" aria-hidden />,
  pending: <Clock className="mx-auto size-16 text-amber-600" aria-hidden />,
  failed: <XCircle className="mx-auto size-16 text-red-600" aria-hidden />,
  refunded: <Clock className="mx-auto size-16 text-muted-foreground" aria-hidden />,
  unknown: <SearchX className="mx-auto size-16 text-muted-foreground" aria-hidden />,
};

export default function PaymentSuccessPage() {
  const { i18n } = useLingui();
  const { search, hash } = useLocation();
  const { reference, manageToken } = readPaymentSuccessLink(search, hash);
  const state = usePaymentState(manageToken);
  const outcome = paymentOutcome(
    { manageToken, reference, booking: state.data, failed: state.isError },
    i18n,
  );

  useEffect(() => {
    if (outcome.kind === 'paid') clearStoredCart();
  }, [outcome.kind]);

  const manageLink = manageToken && outcome.kind !== 'unknown' ? myBookingPath(manageToken) : null;
  return (
    <ReturnPanel
      className="text-center"
      action={
        manageLink ? (
          <Link to={manageLink} className={buttonClass({ size: 'lg' })}>
            <Trans>View your booking</Trans>
          </Link>
        ) : (
          <Link to={pagePath('track')} className={buttonClass({ size: 'lg' })}>
            <Trans>Track your booking</Trans>
          </Link>
        )
      }
    >
      {ICONS[outcome.kind]}
      <div className="space-y-2" role="status">
        <h1 className="text-2xl font-bold sm:text-3xl">{outcome.title}</h1>
        <p className="text-muted-foreground">{outcome.text}</p>
      </div>
    </ReturnPanel>
  );
}
