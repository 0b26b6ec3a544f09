import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import {
  technicianBookingsQueryOptions,
  useTechnicianBookings,
} from './api/get-technician-bookings';
import { TechnicianDashboard } from './components/technician-dashboard';
import { TechnicianLogin } from './components/technician-login';
import {
  clearTechnicianSession,
  readTechnicianSession,
  type TechnicianSession,
} from './lib/technician-session';

function Dashboard({ session, onLogout }: { session: TechnicianSession; onLogout: () => void }) {
  const jobs = useTechnicianBookings(session);
  const unauthorized =
    jobs.error instanceof ApiRequestError &&
    (jobs.error.status === 401 || jobs.error.status === 403);
  useEffect(() => {
    // An expired token (12 hours) ends the session: back to the login screen.
    if (unauthorized) onLogout();
  }, [unauthorized, onLogout]);

  if (jobs.isPending || unauthorized) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <p role="status" className="text-muted-foreground">
          Loading dashboard...
        </p>
      </main>
    );
  }
  if (jobs.isError) {
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4">
        <p role="alert">Your jobs could not be loaded.</p>
        <Button onClick={() => void jobs.refetch()}>Try Again</Button>
      </main>
    );
  }
  return <TechnicianDashboard jobs={jobs.data} session={session} onLogout={onLogout} />;
}

/** /technician and /technician-portal. */
export default function TechnicianPage() {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<TechnicianSession | null>(readTechnicianSession);

  useEffect(() => {
    document.title = 'Technician Portal | Charlotte TV Mounting';
  }, []);

  const logout = useCallback(() => {
    clearTechnicianSession();
    if (session) {
      queryClient.removeQueries({ queryKey: technicianBookingsQueryOptions(session).queryKey });
    }
    setSession(null);
  }, [queryClient, session]);

  if (!session) return <TechnicianLogin onSignedIn={setSession} />;
  return <Dashboard session={session} onLogout={logout} />;
}
