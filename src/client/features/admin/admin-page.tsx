import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ApiRequestError } from '@/client/lib/api-client';
import { signOutStaff } from '@/client/lib/staff-sign-out';
import { AdminDashboard } from './components/admin-dashboard';
import { AdminLoginForm } from './components/admin-login-form';
import { AdminSessionProvider } from './lib/admin-context';
import { clearAdminSession, readAdminToken } from './lib/admin-session';
import { techniciansQueryOptions } from './team/api/get-technicians';

const isUnauthorized = (e: unknown) =>
  e instanceof ApiRequestError && (e.status === 401 || e.status === 403);

/**
 * /admin: the stored token is checked against the server (the team list, which every tab uses)
 * before the dashboard shows. A token refused later by any call also ends the session.
 */
export default function AdminPage() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readAdminToken);
  const check = useQuery({ ...techniciansQueryOptions(token ?? ''), enabled: token !== null });
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    document.title = 'Admin | Charlotte TV Mounting';
  }, []);

  // Any admin call answered 401/403 (expired or revoked token) sends the admin to the login form.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && isUnauthorized(event.query.state.error)) setRefused(true);
      }),
    [queryClient],
  );

  const forgetData = () => queryClient.clear();
  const logout = () => {
    // The server ends the token too, so a copy of it cannot be used after signing out.
    if (token !== null) void signOutStaff(token);
    clearAdminSession();
    forgetData();
    setToken(null);
  };
  const signedIn = (next: string) => {
    forgetData();
    setRefused(false);
    setToken(next);
  };

  const expired = refused || isUnauthorized(check.error);
  useEffect(() => {
    if (expired) clearAdminSession();
  }, [expired]);

  if (token === null || expired) return <AdminLoginForm onSignedIn={signedIn} />;
  if (check.isPending) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <p role="status" className="text-muted-foreground">
          Loading admin panel...
        </p>
      </main>
    );
  }
  if (check.isError) {
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4">
        <p role="alert">The admin panel could not be loaded. Please try again.</p>
        <Button onClick={() => void check.refetch()}>Try Again</Button>
      </main>
    );
  }
  return (
    <AdminSessionProvider token={token}>
      <AdminDashboard token={token} onLogout={logout} />
    </AdminSessionProvider>
  );
}
