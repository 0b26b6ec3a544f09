// Secure Checkout for the second card provider (booking-flow.md section 2 item 7): a card form,
// 'Pay $amount' and 'Back to Service Details'.
// /secure-checkout?bookingId=12&amount=12899#manageToken=... (cents): the amount shown is what the
// server compares with the booking's stored total before charging its own figure
// (docs/decisions/006-payments.md). The booking's manage token rides in the fragment, which the
// browser never sends to a server or writes to a log (docs/decisions/011-references-and-money.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { paymentSuccessPath } from '@/client/components/payments/payment-success-path';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import { CardTokenForm } from './components/card-token-form';
import { usePayWithToken } from './use-pay-with-token';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default function SecureCheckoutPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const bookingId = positiveInt(params.get('bookingId'));
  const amountCents = positiveInt(params.get('amount'));
  const amount = amountCents ? formatMoney(amountCents, locale) : '';
  const manageToken = new URLSearchParams(hash.replace(/^#/, '')).get('manageToken') ?? undefined;
  const { pay, isPending } = usePayWithToken({
    amountCents: amountCents ?? 0,
    bookingId,
    manageToken,
  });

  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(pagePath('home'));
  };
  const backButton = (
    <Button type="button" variant="outline" size="lg" onClick={back} disabled={isPending}>
      <Trans>Back to Service Details</Trans>
    </Button>
  );

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader className="space-y-2">
          <CardTitle className="flex items-center gap-2 text-2xl">
            <ShieldCheck className="size-6 text-green-600" aria-hidden />
            <Trans>Secure Checkout</Trans>
          </CardTitle>
          {bookingId && amountCents && manageToken && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                Total <span className="font-semibold text-foreground">{amount}</span>
              </Trans>
            </p>
          )}
        </CardHeader>
        <CardContent>
          {bookingId && amountCents && manageToken ? (
            <CardTokenForm
              submitLabel={t`Pay ${amount}`}
              busy={isPending}
              onToken={async (token) => {
                const result = await pay(token);
                if (!result?.success) return;
                toast({
                  title: t`Payment Successful!`,
                  description: t`Your TV mounting appointment has been confirmed.`,
                });
                void navigate(paymentSuccessPath({ manageToken }));
              }}
              secondary={backButton}
            />
          ) : (
            <div role="alert" className="space-y-4">
              <p className="font-medium">
                <Trans>
                  This checkout link is incomplete. Please start again from your booking.
                </Trans>
              </p>
              {backButton}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
