import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import { signOutStaff } from '@/client/lib/staff-sign-out';
import {
  technicianBookingsQueryOptions,
  useTechnicianBookings,
  useTechnicianLiveUpdates,
} from './api/get-technician-bookings';
import { TechnicianDashboard } from './components/technician-dashboard';
import { TechnicianLogin } from './components/technician-login';
import { forgetCachedJobs, registerTechnicianApp } from './offline/register-service-worker';
import {
  clearTechnicianSession,
  readTechnicianSession,
  type TechnicianSession,
} from './lib/technician-session';

type DashboardProps = {
  session: TechnicianSession;
  onLogout: () => void;
  onSessionEnded: () => void;
};

function Dashboard({ session, onLogout, onSessionEnded }: DashboardProps) {
  const jobs = useTechnicianBookings(session);
  // The job list follows the live stream while signed in (issue 30); it ends at sign-out.
  useTechnicianLiveUpdates(session);
  const unauthorized =
    jobs.error instanceof ApiRequestError &&
    (jobs.error.status === 401 || jobs.error.status === 403);
  useEffect(() => {
    // An expired or revoked token ends the session: back to the login screen.
    if (unauthorized) onSessionEnded();
  }, [unauthorized, onSessionEnded]);

  if (jobs.isPending || unauthorized) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <p role="status" className="text-muted-foreground">
          Loading dashboard...
        </p>
      </main>
    );
  }
  // Offline with no cached list (docs/decisions/041), or the server failed: a list read before
  // stays on screen.
  if (jobs.isError && !jobs.data) {
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4">
        <p role="alert">Your jobs could not be loaded.</p>
        <Button onClick={() => void jobs.refetch()}>Try Again</Button>
      </main>
    );
  }
  return <TechnicianDashboard jobs={jobs.data ?? []} session={session} onLogout={onLogout} />;
}

/** /technician and /technician-portal. */
export default function TechnicianPage() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<TechnicianSession | null>(readTechnicianSession);

  useEffect(() => {
    document.title = 'Technician Portal | Charlotte TV Mounting';
  }, []);

  // The installable app that works without a signal (docs/decisions/041): the job list is read
  // again once the worker controls the page, so that it is cached after this one visit.
  useEffect(() => {
    void registerTechnicianApp(
      () => void queryClient.invalidateQueries({ queryKey: ['/api/technician/bookings'] }),
    );
  }, [queryClient]);

  const endSession = useCallback(() => {
    clearTechnicianSession();
    if (session) {
      queryClient.removeQueries({ queryKey: technicianBookingsQueryOptions(session).queryKey });
    }
    setSession(null);
  }, [queryClient, session]);
  const logout = useCallback(() => {
    // The server ends the token too, so a copy of it cannot be used after signing out.
    if (session) void signOutStaff(session.token);
    void forgetCachedJobs();
    endSession();
  }, [session, endSession]);

  if (!session) return <TechnicianLogin onSignedIn={setSession} />;
  return <Dashboard session={session} onLogout={logout} onSessionEnded={endSession} />;
}
