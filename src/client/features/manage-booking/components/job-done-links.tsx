// A completed booking's manage page (issue 31): the receipt and the review link.
import { Trans } from '@lingui/react/macro';
import { FileDown, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { receiptPath, reviewPath } from '@/domain/site/paths';

export function JobDoneLinks({ token, view }: { token: string; view: CustomerBookingView }) {
  return (
    <section
      aria-labelledby="job-done-title"
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-done-title" className="text-lg font-semibold">
        <Trans>Your job is done</Trans>
      </h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {/* A file from the API, not a page of the app: a plain link the browser downloads. */}
        <a href={receiptPath(token)} className={buttonClass({ size: 'lg', variant: 'outline' })}>
          <FileDown className="size-4" aria-hidden />
          <Trans>Download receipt (PDF)</Trans>
        </a>
        {view.reviewed ? (
          <p className="flex items-center gap-2 text-sm font-medium text-green-800">
            <Star className="size-4 fill-current" aria-hidden />
            <Trans>Thank you for your review</Trans>
          </p>
        ) : (
          <Link to={reviewPath(token)} className={buttonClass({ size: 'lg' })}>
            <Star className="size-4" aria-hidden />
            <Trans>Leave a review</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
