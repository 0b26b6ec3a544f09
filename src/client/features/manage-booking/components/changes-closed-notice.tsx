import { useLingui } from '@lingui/react/macro';
import { CallButton } from '@/client/components/layout/call-button';
import { useBusiness } from '@/client/lib/use-business';
import { sayServerSentence } from '../lib/server-sentences';

/** Why the booking can no longer be changed online (the server's sentence), and the phone. */
export function ChangesClosedNotice({ reason }: { reason: string }) {
  const { t, i18n } = useLingui();
  const phone = useBusiness()?.phone;
  const text = sayServerSentence(
    reason,
    phone
      ? t`This booking can no longer be changed online. Please call ${phone}.`
      : t`This booking can no longer be changed online. Please call us.`,
    { i18n, phone },
  );
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{text}</p>
      <CallButton className="shrink-0 border-amber-400 bg-white" />
    </div>
  );
}
