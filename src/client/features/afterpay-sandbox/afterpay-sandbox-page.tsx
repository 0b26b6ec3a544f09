// The labelled sandbox stand-in for Afterpay's checkout (decisions.md "Configuration":
// AFTERPAY_MERCHANT_ID unset). It shows the plan the customer would get and says plainly that
// nothing is charged: it must never look like a payment happened. In the page's language (issue 28).
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { buttonClass } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import { useBusiness } from '@/client/lib/use-business';
import { afterpayPlanText } from '@/domain/pricing/afterpay';
import { formatMoney } from '@/domain/pricing/format-money';
import { businessToday } from '@/domain/scheduling/business-time';
import { PaymentSchedule } from './payment-schedule';
import { installmentPlan, parseDollars, parseReference } from './installments';

export default function AfterpaySandboxPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const business = useBusiness();
  const businessName = business?.name ?? '';
  const businessPhone = business?.phone ?? '';
  const [params] = useSearchParams();
  const totalCents = parseDollars(params.get('amount'));
  const reference = parseReference(params.get('reference'));
  const plan = totalCents === null ? [] : installmentPlan(totalCents, businessToday(new Date()));
  const planText = totalCents === null ? '' : afterpayPlanText(totalCents, locale);

  return (
    <div className="min-h-dvh bg-muted/40">
      <div
        role="note"
        aria-label={t`Sandbox notice`}
        className="bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-wide text-amber-950"
      >
        <Trans>SANDBOX: a test page. No money moves.</Trans>
      </div>
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-8 pb-28 sm:pt-12">
        <header className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <Badge variant="outline" className="border-amber-500 text-amber-800">
              <Trans>SANDBOX</Trans>
            </Badge>
            <span className="text-sm text-muted-foreground">
              <Trans>Buy now, pay later</Trans>
            </span>
          </div>
          <h1 className="text-3xl font-bold">
            <Trans>Afterpay (sandbox)</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              {businessName} uses this page while no Afterpay merchant account is connected. It
              shows the plan Afterpay would offer for your booking.
            </Trans>
          </p>
        </header>

        {totalCents === null ? (
          <section
            aria-labelledby="missing-amount"
            className="rounded-xl border border-destructive/40 bg-background p-5"
          >
            <h2 id="missing-amount" className="text-lg font-semibold">
              <Trans>This link has no valid amount</Trans>
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              <Trans>
                Open the Afterpay link from your booking again, or call {businessPhone}.
              </Trans>
            </p>
          </section>
        ) : (
          <section
            aria-labelledby="plan-heading"
            className="flex flex-col gap-4 rounded-xl border bg-background p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="plan-heading" className="text-lg font-semibold">
                <Trans>Your payment plan</Trans>
              </h2>
              {reference !== null && (
                <span className="text-sm text-muted-foreground">
                  <Trans>Booking {reference}</Trans>
                </span>
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">
                <Trans>Amount</Trans>
              </dt>
              <dd className="text-right text-2xl font-bold" data-testid="afterpay-amount">
                {formatMoney(totalCents, locale)}
              </dd>
            </dl>
            <p className="font-medium">
              <Trans>{planText}, every 2 weeks</Trans>
            </p>
            <PaymentSchedule plan={plan} />
          </section>
        )}

        <section
          aria-labelledby="test-note"
          className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="test-note" className="font-semibold">
            <Trans>This is a test page</Trans>
          </h2>
          <p className="mt-2 text-sm">
            <Trans>
              No money moves: nothing is charged, no Afterpay account is opened and no payment is
              recorded for your booking on this page.
            </Trans>
          </p>
        </section>

        <Link to={pagePath('home')} className={buttonClass({ size: 'lg' }, 'self-start')}>
          <Trans>Back to {businessName}</Trans>
        </Link>
      </main>
    </div>
  );
}
