import { ShieldCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useAdminLogin } from '@/client/api/admin-login';
import { useLoginHints } from '@/client/api/get-login-hints';
import { StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { StaffSignInForm } from '@/client/components/staff/staff-sign-in-form';
import { ApiRequestError } from '@/client/lib/api-client';
import type { LoginBody } from '@/domain/schemas/staff';

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
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (body: LoginBody) => {
    setFailure(null);
    login.mutate(body, {
      onSuccess: (answer) => {
        localStorage.setItem(TOKEN_KEY, answer.token);
        localStorage.setItem(ROLE_KEY, answer.role ?? 'admin');
        onSignedIn(answer.token);
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiRequestError ? error.serverMessage : 'Unable to connect to server',
        ),
    });
  };

  return (
    <StaffLoginLayout
      icon={<ShieldCheck aria-hidden />}
      title="Admin sign-in"
      subtitle="The diagnostics are for signed-in admins."
    >
      {/* noindex comes with the page's head from the server (routes/pages/page-head.ts). */}
      <StaffSignInForm
        idPrefix={useId()}
        pending={login.isPending}
        pendingLabel="Signing in..."
        onSignIn={submit}
        buttonSize="default"
        alert={
          failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )
        }
      />
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
