// The labelled sandbox stand-in for Afterpay's checkout (decisions.md "Configuration":
// AFTERPAY_MERCHANT_ID unset). It shows the plan the customer would get and says plainly that
// nothing is charged: it must never look like a payment happened.
import { pagePath } from '@/domain/site/paths';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useBusiness } from '@/client/lib/use-business';
import { afterpayPlanText } from '@/domain/pricing/afterpay';
import { formatMoney } from '@/domain/pricing/format-money';
import { businessToday } from '@/domain/scheduling/business-time';
import { PaymentSchedule } from './payment-schedule';
import { installmentPlan, parseDollars, parseReference } from './installments';

export default function AfterpaySandboxPage() {
  const business = useBusiness();
  const [params] = useSearchParams();
  const totalCents = parseDollars(params.get('amount'));
  const reference = parseReference(params.get('reference'));
  const plan = totalCents === null ? [] : installmentPlan(totalCents, businessToday(new Date()));

  return (
    <div className="min-h-dvh bg-muted/40">
      <div
        role="note"
        aria-label="Sandbox notice"
        className="bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-wide text-amber-950"
      >
        SANDBOX: a test page. No money moves.
      </div>
      <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-8 pb-28 sm:pt-12">
        <header className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <Badge variant="outline" className="border-amber-500 text-amber-800">
              SANDBOX
            </Badge>
            <span className="text-sm text-muted-foreground">Buy now, pay later</span>
          </div>
          <h1 className="text-3xl font-bold">Afterpay (sandbox)</h1>
          <p className="text-muted-foreground">
            {business?.name} uses this page while no Afterpay merchant account is connected. It
            shows the plan Afterpay would offer for your booking.
          </p>
        </header>

        {totalCents === null ? (
          <section
            aria-labelledby="missing-amount"
            className="rounded-xl border border-destructive/40 bg-background p-5"
          >
            <h2 id="missing-amount" className="text-lg font-semibold">
              This link has no valid amount
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Open the Afterpay link from your booking again, or call {business?.phone}.
            </p>
          </section>
        ) : (
          <section
            aria-labelledby="plan-heading"
            className="flex flex-col gap-4 rounded-xl border bg-background p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="plan-heading" className="text-lg font-semibold">
                Your payment plan
              </h2>
              {reference !== null && (
                <span className="text-sm text-muted-foreground">Booking {reference}</span>
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="text-right text-2xl font-bold" data-testid="afterpay-amount">
                {formatMoney(totalCents)}
              </dd>
            </dl>
            <p className="font-medium">{afterpayPlanText(totalCents)}, every 2 weeks</p>
            <PaymentSchedule plan={plan} />
          </section>
        )}

        <section
          aria-labelledby="test-note"
          className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="test-note" className="font-semibold">
            This is a test page
          </h2>
          <p className="mt-2 text-sm">
            No money moves: nothing is charged, no Afterpay account is opened and no payment is
            recorded for your booking on this page.
          </p>
        </section>

        <Button asChild size="lg" className="self-start">
          <Link to={pagePath('home')}>Back to {business?.name}</Link>
        </Button>
      </main>
    </div>
  );
}
