// The sandbox's card form for the token flow (no Square keys): clearly a test payment. The card
// is checked by the server's sandbox and turned into a test token; nothing real is charged.
import { useState } from 'react';
import {
  CardFields,
  cardErrorsFromServer,
  checkCard,
  EMPTY_CARD,
  TestModeNotice,
  type CardFieldErrors,
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
  const tokenize = useTokenizeSandboxCard();
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkCard(card);
    setErrors(checked.errors);
    if (!checked.details) return;
    try {
      const { token } = await tokenize.mutateAsync(checked.details);
      await onToken(token);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        setErrors(cardErrorsFromServer(error.body?.fieldErrors));
        return;
      }
      throw error;
    }
  };

  const processing = busy || tokenize.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TestModeNotice title="TEST MODE (sandbox): no real card is charged" />
      <CardFields idPrefix="sandbox-card" card={card} errors={errors} onChange={setCard} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {secondary}
        <PayButton label={submitLabel} processing={processing} className="sm:flex-1" />
      </div>
    </form>
  );
}
