// The review form (issue 31): stars, optional words, "Send review"; the thanks replaces it.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { moveFocus } from '@/client/lib/move-focus';
import { ApiRequestError } from '@/client/lib/api-client';
import { REVIEW_TEXT_MAX, type CreatedReview } from '@/domain/schemas/reviews';
import { useCreateReview } from '../api/create-review';
import { failureMessage } from '../lib/server-sentences';
import { StarPicker } from './star-picker';

export function ReviewThanks({ published }: { published: boolean | null }) {
  return (
    <div
      id="review-thanks"
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-950 outline-none"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2 className="size-6 shrink-0 text-green-700" aria-hidden />
        <Trans>Thank you, we have your review</Trans>
      </h2>
      {published === true && (
        <p className="mt-2">
          <Trans>It will appear on our website with your first name and city.</Trans>
        </p>
      )}
      {published === false && (
        <p className="mt-2">
          <Trans>The office will read it, and may call you to make things right.</Trans>
        </p>
      )}
    </div>
  );
}

/** The form; `onSent` gets the review (the page then shows the thanks in place of the form). */
export function ReviewForm({
  token,
  onSent,
}: {
  token: string;
  onSent: (review: CreatedReview) => void;
}) {
  const { t, i18n } = useLingui();
  const send = useCreateReview(token);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (rating === null) {
      setMissing(true);
      return;
    }
    const words = text.trim();
    void send.mutateAsync(words ? { rating, text: words } : { rating }).then(
      (created) => {
        onSent(created);
        moveFocus('review-thanks');
      },
      (failure: unknown) => {
        // Already reviewed or not done: the page reads the booking again and says which.
        if (failure instanceof ApiRequestError && failure.status === 409) return;
        setError(
          failureMessage(failure, t`We could not send your review. Please try again.`, {
            i18n,
            phone: undefined,
          }),
        );
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <StarPicker
        value={rating}
        invalid={missing && rating === null}
        onChange={(next) => {
          setRating(next);
          setMissing(false);
        }}
      />
      {missing && rating === null && (
        <p id="rating-error" role="alert" className="text-sm font-medium text-red-700">
          <Trans>Choose from 1 to 5 stars.</Trans>
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor="review-text">
          <Trans>Your review (optional)</Trans>
        </Label>
        <textarea
          id="review-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          className="block w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        <Trans>Send review</Trans>
      </Button>
    </form>
  );
}
