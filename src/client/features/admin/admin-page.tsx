import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import { signOutStaff } from '@/client/lib/staff-sign-out';
import { bookingsQueryOptions } from './api/get-bookings';
import { techniciansQueryOptions } from './api/get-technicians';
import { AdminDashboard } from './components/admin-dashboard';
import { AdminLoginForm } from './components/admin-login-form';
import { clearAdminSession, readAdminToken } from './lib/admin-session';

const isUnauthorized = (e: unknown) =>
  e instanceof ApiRequestError && (e.status === 401 || e.status === 403);

/** /admin: the stored token is checked against the server before the dashboard shows. */
export default function AdminPage() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readAdminToken);
  const bookings = useQuery({ ...bookingsQueryOptions(token ?? ''), enabled: token !== null });
  const technicians = useQuery({
    ...techniciansQueryOptions(token ?? ''),
    enabled: token !== null,
  });

  useEffect(() => {
    document.title = 'Admin | Charlotte TV Mounting';
  }, []);

  const forgetData = () => {
    queryClient.removeQueries({ queryKey: bookingsQueryOptions('').queryKey });
    queryClient.removeQueries({ queryKey: techniciansQueryOptions('').queryKey });
  };
  const logout = () => {
    // The server ends the token too, so a copy of it cannot be used after signing out.
    if (token !== null) void signOutStaff(token);
    clearAdminSession();
    forgetData();
    setToken(null);
  };
  const signedIn = (next: string) => {
    forgetData();
    setToken(next);
  };

  // An expired or revoked token sends the admin back to the login form and is forgotten.
  const expired = isUnauthorized(bookings.error) || isUnauthorized(technicians.error);
  useEffect(() => {
    if (expired) clearAdminSession();
  }, [expired]);

  if (token === null || expired) return <AdminLoginForm onSignedIn={signedIn} />;
  if (bookings.isPending || technicians.isPending) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <p role="status" className="text-muted-foreground">
          Loading admin panel...
        </p>
      </main>
    );
  }
  if (bookings.isError || technicians.isError) {
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4">
        <p role="alert">The admin panel could not be loaded. Please try again.</p>
        <Button
          onClick={() => {
            void bookings.refetch();
            void technicians.refetch();
          }}
        >
          Try Again
        </Button>
      </main>
    );
  }
  return (
    <AdminDashboard
      bookings={bookings.data}
      technicians={technicians.data}
      token={token}
      onLogout={logout}
    />
  );
}
