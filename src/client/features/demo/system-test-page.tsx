import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { sendAssistantMessage } from '@/client/api/assistant';
import { getGoogleMapsKey } from '@/client/api/google-maps-key';
import { getPaymentsConfig } from '@/client/api/payments-config';
import { ApiRequestError } from '@/client/lib/api-client';
import { calculateQuote } from '@/domain/pricing/calculate-quote';
import { formatMoney } from '@/domain/pricing/format-money';
import { createTestBooking, getAssistantProvider, getHealth, testMail } from './api/diagnostics';
import { DemoFrame, StatusBadge, type CheckStatus } from './demo-frame';
import { DiagnosticsGate } from './diagnostics-gate';
import { sampleTv } from './sample-tv';

/** store-staff-assistant.md section 9: the diagnostic booking's price. */
export const TEST_BOOKING_PRICE_CENTS = 12900;

type CheckKey = 'database' | 'mail' | 'payments' | 'maps' | 'assistant' | 'booking';
interface Check {
  readonly status: CheckStatus;
  readonly message: string;
}
type Outcome = { status: Exclude<CheckStatus, 'pending' | 'loading'>; message: string };

const CHECKS: readonly { key: CheckKey; title: string }[] = [
  { key: 'database', title: 'Database' },
  { key: 'mail', title: 'Mail delivery' },
  { key: 'payments', title: 'Payments configuration' },
  { key: 'maps', title: 'Maps key' },
  { key: 'assistant', title: 'Assistant provider' },
  { key: 'booking', title: 'Test booking (12900 cents, then cancelled)' },
];

const errorText = (error: unknown) =>
  error instanceof ApiRequestError
    ? `HTTP ${error.status}: ${error.serverMessage}`
    : `Network error: ${error instanceof Error ? error.message : String(error)}`;

/** What a 55" TV on drywall with a purchased flat mount costs by the engine. */
function engineReference(): number {
  const result = calculateQuote({ tvs: [sampleTv({ tvSize: '44-55', mountType: 'fixed' })] });
  return result.ok ? result.quote.totalCents : -1;
}

function SystemChecks({ token, signedOut }: { token: string | null; signedOut: () => void }) {
  const [checks, setChecks] = useState<Record<CheckKey, Check>>(
    () =>
      Object.fromEntries(
        CHECKS.map(({ key }) => [key, { status: 'pending', message: 'Not run yet' }]),
      ) as Record<CheckKey, Check>,
  );
  const [running, setRunning] = useState(false);

  const runners: Record<CheckKey, () => Promise<Outcome>> = {
    database: async () => {
      const health = await getHealth();
      return { status: 'success', message: `Database answers (${health.database})` };
    },
    mail: async () => {
      const result = await testMail(token);
      if (result.success)
        return { status: 'success', message: `Mail server accepts us (${result.keyPrefix})` };
      if (!result.keyPrefix)
        return { status: 'warning', message: result.error ?? 'Not configured' };
      return { status: 'error', message: `Mail error: ${result.error ?? 'unknown'}` };
    },
    payments: async () => {
      const config = await getPaymentsConfig();
      const names = `cards: ${config.cardGateway}, tokens: ${config.tokenGateway}`;
      return config.testMode
        ? { status: 'warning', message: `Test mode, no real money (${names})` }
        : { status: 'success', message: `Live providers (${names})` };
    },
    maps: async () => {
      const { key, working, error } = await getGoogleMapsKey();
      if (!key) {
        return { status: 'warning', message: 'No API key configured: addresses are typed by hand' };
      }
      return working
        ? {
            status: 'success',
            message: `Key configured (${key.slice(0, 6)}...); see /google-maps-test`,
          }
        : { status: 'error', message: `Key refused: ${error ?? 'unknown'}` };
    },
    assistant: async () => {
      const provider = await getAssistantProvider(token);
      const answer = await sendAssistantMessage(
        'How much to mount one 55 inch TV on drywall with a fixed mount?',
        undefined,
        'en',
      );
      const expected = engineReference();
      const got = answer.reply.quote?.totalCents;
      const name = `${provider.provider}${provider.model ? ` (${provider.model})` : ''}${provider.avatarAgent ? ', avatar agent on' : ''}`;
      return got === expected
        ? {
            status: 'success',
            message: `${name}: quoted ${formatMoney(expected)}, the engine's price`,
          }
        : {
            status: 'error',
            message: `${name}: quoted ${got === undefined ? 'no price' : formatMoney(got)}, expected ${formatMoney(expected)}`,
          };
    },
    booking: async () => {
      try {
        const booking = await createTestBooking(token);
        return {
          status: 'success',
          message: `Booking ${booking.reference ?? `#${booking.id}`} for ${booking.appointmentDate} ${booking.appointmentTime} sent at ${TEST_BOOKING_PRICE_CENTS} cents, stored at the engine's ${booking.totalPrice} cents, then cancelled`,
        };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) throw error;
        return { status: 'error', message: `Failed to create booking: ${errorText(error)}` };
      }
    },
  };

  async function runAll() {
    setRunning(true);
    for (const { key } of CHECKS) {
      setChecks((current) => ({ ...current, [key]: { status: 'loading', message: 'Running...' } }));
      let outcome: Outcome;
      try {
        outcome = await runners[key]();
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          signedOut();
          return;
        }
        outcome = { status: 'error', message: errorText(error) };
      }
      setChecks((current) => ({ ...current, [key]: outcome }));
    }
    setRunning(false);
  }

  return (
    <DemoFrame
      title="System Diagnostic"
      intro="Runs each part of the system for real: the database, mail delivery, the payment and maps configuration, the assistant, and a test booking that is cancelled straight away."
    >
      <Button onClick={() => void runAll()} disabled={running}>
        {running ? 'Running...' : 'Run All Tests'}
      </Button>
      <ul className="mt-6 grid gap-3" aria-label="Checks">
        {CHECKS.map(({ key, title }) => (
          <li
            key={key}
            aria-label={title}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-4"
          >
            <h2 className="font-semibold text-slate-950 sm:w-64">{title}</h2>
            <StatusBadge status={checks[key].status} />
            <p className="text-sm break-words text-slate-700" aria-live="polite">
              {checks[key].message}
            </p>
          </li>
        ))}
      </ul>
    </DemoFrame>
  );
}

/** /system-test: the system diagnostic (admin sign-in first in production). */
export default function SystemTestPage() {
  return <DiagnosticsGate>{(access) => <SystemChecks {...access} />}</DiagnosticsGate>;
}
