import { ShieldCheck } from 'lucide-react';
import { StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { StaffSignInForm } from '@/client/components/staff/staff-sign-in-form';
import { toast } from '@/client/components/ui/use-toast';
import { toastSignInFailure } from '@/client/components/staff/failure';
import { useAdminLogin } from '@/client/api/admin-login';
import { useLoginHints } from '@/client/api/get-login-hints';
import { saveAdminSession } from '../lib/admin-session';
import type { LoginBody } from '@/domain/schemas/staff';

export function AdminLoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const hints = useLoginHints();
  const demo = hints.data?.demo ? hints.data.admin : undefined;
  const login = useAdminLogin();

  const submit = (body: LoginBody) =>
    login.mutate(body, {
      onSuccess: (data) => {
        saveAdminSession(data.token, data.role ?? 'admin');
        toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard' });
        onSignedIn(data.token);
      },
      onError: (error) =>
        toastSignInFailure(error, { refused: 'Login Failed', unreachable: 'Login Error' }),
    });

  return (
    <StaffLoginLayout
      icon={<ShieldCheck aria-hidden="true" />}
      title="Admin Login"
      subtitle="Access the admin dashboard"
      demoHint={
        demo && (
          <>
            <p className="font-semibold">Demo credentials</p>
            <p>
              Username: <code>{demo.username}</code>
            </p>
            <p>
              Password: <code>{demo.password}</code>
            </p>
          </>
        )
      }
    >
      <StaffSignInForm
        idPrefix="admin"
        pending={login.isPending}
        pendingLabel="Signing In..."
        onSignIn={submit}
        demoPassword={demo?.password}
        revealPassword
      />
    </StaffLoginLayout>
  );
}
