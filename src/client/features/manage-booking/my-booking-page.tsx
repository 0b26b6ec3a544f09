// /my-booking/{token}: the link in every customer e-mail (issue 15). The customer's view of the
// booking, and reschedule or cancel until 24 hours before the window (docs/decisions/016). It
// opens in the booking's language (lib/booking-language.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { Link2Off, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CallButton } from '@/client/components/layout/call-button';
import { Button, buttonClass } from '@/client/components/ui/button';
import { rememberedLocale } from '@/client/i18n/remembered-locale';
import { useLocale } from '@/client/i18n/use-locale';
import { ApiRequestError } from '@/client/lib/api-client';
import { useBusiness } from '@/client/lib/use-business';
import { pathInLocale } from '@/domain/site/locale-paths';
import { useLiveManagedBooking } from './api/get-managed-booking';
import { CustomerBookingView } from './components/customer-booking-view';
import { JobDoneLinks } from './components/job-done-links';
import { ManageActions } from './components/manage-actions';
import { PageShell } from './components/page-shell';
import { bookingLanguageMove } from './lib/booking-language';
import { businessHoursText } from './lib/booking-view-text';

function InvalidLink() {
  return (
    <div className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-10">
      <Link2Off className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold">
        <Trans>This booking link is not valid</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        <Trans>
          The link may be incomplete or mistyped. Look your booking up with its reference and your
          e-mail address, or call us and we will help.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={pagePath('track')} className={buttonClass({ size: 'lg' })}>
          <Trans>Track your booking</Trans>
        </Link>
        <CallButton size="lg" />
      </div>
    </div>
  );
}

export default function MyBookingPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const business = useBusiness();
  const phone = business?.phone;
  const hours = businessHoursText(i18n);
  const { token = '' } = useParams();
  // Kept current by the live stream: changes show without a reload (issue 30).
  const booking = useLiveManagedBooking(token);
  const notFound =
    booking.error instanceof ApiRequestError &&
    booking.error.status >= 400 &&
    booking.error.status < 500;
  const moveTo = booking.data
    ? bookingLanguageMove(locale, booking.data.locale, rememberedLocale())
    : undefined;
  useEffect(() => {
    if (!moveTo) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(pathInLocale(`${pathname}${search}${hash}`, moveTo));
  }, [moveTo]);

  return (
    <PageShell
      title={t`Your booking`}
      intro={
        <p>
          <Trans>
            Questions? Call{' '}
            <a
              href={business?.telHref}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {phone}
            </a>{' '}
            ({hours}).
          </Trans>
        </p>
      }
    >
      {(booking.isPending || moveTo) && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />{' '}
          <Trans>Loading your booking…</Trans>
        </p>
      )}
      {booking.isError &&
        (notFound ? (
          <InvalidLink />
        ) : (
          <div role="alert" className="space-y-3 rounded-xl border bg-card p-6 shadow-sm">
            <p>
              <Trans>We could not load your booking just now. Please try again in a moment.</Trans>
            </p>
            <Button variant="outline" onClick={() => void booking.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ))}
      {booking.data && !moveTo && (
        <CustomerBookingView
          view={booking.data}
          actions={
            booking.data.status === 'completed' ? (
              <JobDoneLinks token={token} view={booking.data} />
            ) : (
              <ManageActions token={token} view={booking.data} />
            )
          }
        />
      )}
    </PageShell>
  );
}
