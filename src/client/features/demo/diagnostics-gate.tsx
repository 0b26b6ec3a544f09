import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLoginHints } from '@/client/components/staff/get-login-hints';
import { FieldMessage, StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError, apiRequest } from '@/client/lib/api-client';
import type { AdminLoginResponse } from '@/domain/schemas/staff';

// The admin session's storage keys, the same as the admin page's (features/admin/lib/admin-session.ts),
// so an admin signed in there is signed in here too.
const TOKEN_KEY = 'admin_token';
const ROLE_KEY = 'user_role';

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function AdminSignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const ids = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(username.trim() ? {} : { username: 'Username is required' }),
      ...(password ? {} : { password: 'Password is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const answer = await apiRequest<AdminLoginResponse>('POST', '/api/admin/login', {
        username: username.trim(),
        password,
      });
      localStorage.setItem(TOKEN_KEY, answer.token);
      localStorage.setItem(ROLE_KEY, answer.role ?? 'admin');
      onSignedIn(answer.token);
    } catch (error) {
      setErrors({
        form:
          error instanceof ApiRequestError ? error.serverMessage : 'Unable to connect to server',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <StaffLoginLayout
      icon={<ShieldCheck aria-hidden />}
      title="Admin sign-in"
      subtitle="The diagnostics are for signed-in admins."
    >
      {/* noindex comes with the page's head from the server (routes/pages/page-head.ts). */}
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-user`}>Username</Label>
          <Input
            id={`${ids}-user`}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${ids}-user-error` : undefined}
          />
          <FieldMessage id={`${ids}-user-error`} message={errors.username} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-password`}>Password</Label>
          <Input
            id={`${ids}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${ids}-password-error` : undefined}
          />
          <FieldMessage id={`${ids}-password-error`} message={errors.password} />
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </StaffLoginLayout>
  );
}

/**
 * decisions.md "Demo and diagnostic pages": in demo mode the diagnostics are open; in production
 * they need an admin sign-in, so the sign-in is shown instead of the checks. The server checks
 * the token again on every diagnostic call.
 */
export function DiagnosticsGate({
  children,
}: {
  children: (access: { token: string | null; signedOut: () => void }) => ReactNode;
}) {
  const hints = useLoginHints();
  const [token, setToken] = useState<string | null>(readToken);
  if (hints.isPending) {
    return (
      <main id="main" className="grid min-h-dvh place-items-center">
        <p role="status">Loading...</p>
      </main>
    );
  }
  const demo = hints.data?.demo === true;
  if (!demo && token === null) return <AdminSignIn onSignedIn={setToken} />;
  return children({
    token,
    signedOut: () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(ROLE_KEY);
      setToken(null);
    },
  });
}
