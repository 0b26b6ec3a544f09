// /review/{token}: the "job done" e-mail's link (issue 31, decisions.md "Finishing a job: the
// record, the receipt, the review"). The booking's reference and date from the manage view, then
// the stars and words once the job is done; one review per booking.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Clock, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '@/client/lib/api-client';
import { useLocale } from '@/client/i18n/use-locale';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import type { CreatedReview } from '@/domain/schemas/reviews';
import { myBookingPath } from '@/domain/site/paths';
import { managedBookingQueryOptions } from './api/get-managed-booking';
import { PageShell } from './components/page-shell';
import { ReviewForm, ReviewThanks } from './components/review-form';

export default function ReviewPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { token = '' } = useParams();
  const booking = useQuery(managedBookingQueryOptions(token));
  const [sent, setSent] = useState<CreatedReview | null>(null);
  const view = booking.data;
  const wrongLink = booking.error instanceof ApiRequestError && booking.error.status < 500;
  const date = view && formatCalendarDate(view.appointmentDate, 'long', undefined, locale);
  const reference = view?.reference;

  return (
    <PageShell
      title={t`Leave a review`}
      intro={
        view ? (
          <p>
            <Trans>
              Booking {reference}, {date}
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Tell the next customer what you got.</Trans>
          </p>
        )
      }
    >
      <div className="max-w-xl">
        {booking.isPending && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />{' '}
            <Trans>Loading your booking…</Trans>
          </p>
        )}
        {booking.isError && (
          <p role="alert" className="rounded-xl border bg-card p-6 shadow-sm">
            {wrongLink ? (
              <Trans>This review link is not valid. Please use the link in your e-mail.</Trans>
            ) : (
              <Trans>We could not load your booking just now. Please try again in a moment.</Trans>
            )}
          </p>
        )}
        {sent && <ReviewThanks published={sent.published} />}
        {!sent && view && view.reviewed && <ReviewThanks published={null} />}
        {!sent && view && !view.reviewed && view.status !== 'completed' && (
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <p className="flex items-start gap-2 font-medium">
              <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <Trans>You can leave a review once your job is done.</Trans>
            </p>
            <Link
              to={myBookingPath(token)}
              className="mt-4 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans>See your booking</Trans>
            </Link>
          </div>
        )}
        {!sent && view && !view.reviewed && view.status === 'completed' && (
          <ReviewForm token={token} onSent={setSent} />
        )}
      </div>
    </PageShell>
  );
}
