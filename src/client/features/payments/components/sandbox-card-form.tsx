// The sandbox's card form for the token flow (no Square keys): clearly a test payment. The card
// is checked by the server's sandbox and turned into a test token; nothing real is charged.
import { useLingui } from '@lingui/react/macro';
import {
  CardFields,
  TestModeNotice,
  useCardEntry,
} from '@/client/components/payments/sandbox-card-fields';
import { PayButton } from '@/client/components/payments/payment-states';
import { ApiRequestError } from '@/client/lib/api-client';
import { useTokenizeSandboxCard } from '../api/tokenize-sandbox-card';

export function SandboxCardForm({
  submitLabel,
  busy,
  onToken,
  secondary,
}: {
  submitLabel: string;
  busy: boolean;
  onToken: (token: string) => Promise<void>;
  secondary?: React.ReactNode;
}) {
  const { t } = useLingui();
  const tokenize = useTokenizeSandboxCard();
  const entry = useCardEntry();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const details = entry.check();
    if (!details) return;
    try {
      const { token } = await tokenize.mutateAsync(details);
      await onToken(token);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        entry.showServerErrors(error.body?.fieldErrors);
        return;
      }
      throw error;
    }
  };

  const processing = busy || tokenize.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TestModeNotice title={t`TEST MODE (sandbox): no real card is charged`} />
      <CardFields idPrefix="sandbox-card" {...entry.fields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {secondary}
        <PayButton label={submitLabel} processing={processing} className="sm:flex-1" />
      </div>
    </form>
  );
}
