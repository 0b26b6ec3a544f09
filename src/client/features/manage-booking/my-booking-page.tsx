// /my-booking/{token}: the link in every customer e-mail (issue 15). The customer's view of the
// booking, and reschedule or cancel until 24 hours before the window (docs/decisions/016).
import { pagePath } from '@/domain/site/paths';
import { Link2Off, Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CallButton } from '@/client/components/layout/call-button';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import { useBusiness } from '@/client/lib/use-business';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { useManagedBooking } from './api/get-managed-booking';
import { CustomerBookingView } from './components/customer-booking-view';
import { ManageActions } from './components/manage-actions';
import { PageShell } from './components/page-shell';

function InvalidLink() {
  return (
    <div className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-10">
      <Link2Off className="mx-auto size-12 text-muted-foreground" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold">This booking link is not valid</h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        The link may be incomplete or mistyped. Look your booking up with its reference and your
        e-mail address, or call us and we will help.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to={pagePath('track')}>Track your booking</Link>
        </Button>
        <CallButton size="lg" />
      </div>
    </div>
  );
}

export default function MyBookingPage() {
  const business = useBusiness();
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  const notFound =
    booking.error instanceof ApiRequestError &&
    booking.error.status >= 400 &&
    booking.error.status < 500;

  return (
    <PageShell
      title="Your booking"
      intro={
        <p>
          Questions? Call{' '}
          <a
            href={business?.telHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {business?.phone}
          </a>{' '}
          ({BUSINESS_HOURS}).
        </p>
      }
    >
      {booking.isPending && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your booking…
        </p>
      )}
      {booking.isError &&
        (notFound ? (
          <InvalidLink />
        ) : (
          <div role="alert" className="space-y-3 rounded-xl border bg-card p-6 shadow-sm">
            <p>We could not load your booking just now. Please try again in a moment.</p>
            <Button variant="outline" onClick={() => void booking.refetch()}>
              Try again
            </Button>
          </div>
        ))}
      {booking.data && (
        <CustomerBookingView
          view={booking.data}
          actions={<ManageActions token={token} view={booking.data} />}
        />
      )}
    </PageShell>
  );
}
