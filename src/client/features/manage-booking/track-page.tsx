// /track (issue 15): a booking found by its reference and the e-mail it was made with, no
// sign-in. It shows the customer's view; changes go through the e-mailed link or the phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useBusiness } from '@/client/lib/use-business';
import type { CustomerBookingView as View } from '@/domain/schemas/manage';
import { ChangesClosedNotice } from './components/changes-closed-notice';
import { CustomerBookingView } from './components/customer-booking-view';
import { PageShell } from './components/page-shell';
import { TrackForm } from './components/track-form';

export default function TrackPage() {
  const { t } = useLingui();
  const business = useBusiness();
  const phone = business?.phone;
  const [found, setFound] = useState<View | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (found) resultRef.current?.focus();
  }, [found]);
  const reference = found?.reference;

  return (
    <PageShell
      title={t`Track your booking`}
      intro={
        <p>
          <Trans>
            Enter the reference from your confirmation e-mail (it starts with CTM-) and the e-mail
            address you booked with.
          </Trans>
        </p>
      }
    >
      <TrackForm onFound={setFound} />
      {found && (
        <section aria-labelledby="track-result" className="mt-8 space-y-4">
          <h2 id="track-result" ref={resultRef} tabIndex={-1} className="text-2xl font-bold">
            <Trans>Booking {reference}</Trans>
          </h2>
          <CustomerBookingView
            view={found}
            actions={
              found.canReschedule || found.canCancel ? (
                <p className="rounded-xl border bg-card p-5 text-sm shadow-sm">
                  <Trans>
                    To reschedule or cancel, use the link in your confirmation e-mail, or call{' '}
                    <a
                      href={business?.telHref}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {phone}
                    </a>
                    .
                  </Trans>
                </p>
              ) : found.changesClosedReason ? (
                <ChangesClosedNotice reason={found.changesClosedReason} />
              ) : null
            }
          />
        </section>
      )}
    </PageShell>
  );
}
