// Card payment test (store-staff-assistant.md section 2, demo pages): an amount, 'Test Payment',
// the card step, then the 'Payment Successful' panel. With no Square keys it runs on the sandbox;
// the server's /api/payments/test-charge takes an amount without a booking only in test mode and
// stores nothing (docs/decisions/011-references-and-money.md).
import { pagePath } from '@/domain/site/paths';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { LabelledInput } from '@/client/components/ui/labelled-input';
import { formatMoney } from '@/domain/pricing/format-money';
import type { SquarePaymentResponse } from '@/domain/schemas/payment-providers';
import { CardTokenForm } from './components/card-token-form';
import { usePayWithToken } from './use-pay-with-token';

type Stage =
  | { kind: 'amount' }
  | { kind: 'card'; amountCents: number }
  | { kind: 'done'; result: SquarePaymentResponse; seconds: number };

function SuccessPanel({ result, seconds }: { result: SquarePaymentResponse; seconds: number }) {
  const rows: [string, string][] = [
    ['Amount', formatMoney(result.amountCents)],
    ['Status', 'Completed'],
    ['Payment ID', result.providerPaymentId ?? 'N/A'],
    ['Processing time', `${seconds.toFixed(2)} s`],
  ];
  return (
    <div className="space-y-5 text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-600" aria-hidden />
      <h2 className="text-2xl font-bold">Payment Successful</h2>
      <dl className="divide-y rounded-lg border text-left text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 p-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={pagePath('home')} className={buttonClass({ size: 'lg' })}>
        Back to Home
      </Link>
    </div>
  );
}

function CardStage({
  amountCents,
  onBack,
  onPaid,
}: {
  amountCents: number;
  onBack: () => void;
  onPaid: (result: SquarePaymentResponse, seconds: number) => void;
}) {
  const { pay, isPending } = usePayWithToken({ amountCents });
  const [started] = useState(() => performance.now());
  return (
    <CardTokenForm
      submitLabel={`Pay ${formatMoney(amountCents)}`}
      busy={isPending}
      onToken={async (token) => {
        const result = await pay(token);
        if (result?.success) onPaid(result, (performance.now() - started) / 1000);
      }}
      secondary={
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={isPending}>
          Change Amount
        </Button>
      }
    />
  );
}

export default function SquareTestPage() {
  const [amount, setAmount] = useState('99.99');
  const [stage, setStage] = useState<Stage>({ kind: 'amount' });
  const dollars = Number(amount);
  const cents = Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Card Payment Test</CardTitle>
          <p className="text-sm text-muted-foreground">
            Runs a small payment through the configured card provider.
          </p>
        </CardHeader>
        <CardContent>
          {stage.kind === 'amount' && (
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (cents > 0) setStage({ kind: 'card', amountCents: cents });
              }}
            >
              <LabelledInput
                id="test-amount"
                label="Amount (USD)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={cents <= 0}>
                Test Payment {cents > 0 ? formatMoney(cents) : ''}
              </Button>
            </form>
          )}
          {stage.kind === 'card' && (
            <CardStage
              amountCents={stage.amountCents}
              onBack={() => setStage({ kind: 'amount' })}
              onPaid={(result, seconds) => setStage({ kind: 'done', result, seconds })}
            />
          )}
          {stage.kind === 'done' && <SuccessPanel result={stage.result} seconds={stage.seconds} />}
        </CardContent>
      </Card>
    </section>
  );
}
