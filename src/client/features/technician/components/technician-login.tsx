import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { StaffSignInForm } from '@/client/components/staff/staff-sign-in-form';
import type { LoginBody } from '@/domain/schemas/staff';
import { toast } from '@/client/components/ui/use-toast';
import { toastSignInFailure } from '@/client/components/staff/failure';
import { useLoginHints } from '@/client/api/get-login-hints';
import { useTechnicianLogin } from '../api/technician-login';
import {
  saveTechnicianSession,
  technicianIdFromToken,
  type TechnicianSession,
} from '../lib/technician-session';

export function TechnicianLogin({ onSignedIn }: { onSignedIn: (s: TechnicianSession) => void }) {
  const hints = useLoginHints();
  const login = useTechnicianLogin();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (body: LoginBody) => {
    setAlert(null);
    login.mutate(body, {
      onSuccess: (data) => {
        const technicianId = data.technicianId ?? technicianIdFromToken(data.token);
        if (!technicianId) {
          setAlert('Login failed: Invalid token format.');
          return;
        }
        saveTechnicianSession(data.token, data.role, technicianId);
        toast({
          title: 'Login successful',
          description: data.name ? `Welcome ${data.name}` : 'Welcome to your dashboard',
        });
        onSignedIn({ token: data.token, technicianId });
      },
      onError: (error) =>
        toastSignInFailure(error, { refused: 'Login failed', unreachable: 'Login failed' }),
    });
  };

  return (
    <StaffLoginLayout
      icon={<Wrench aria-hidden="true" />}
      title="Technician Portal"
      subtitle="Sign in to access your dashboard"
      demoHint={
        hints.data?.demo &&
        hints.data.technicians && (
          <>
            <p className="font-semibold">Demo technicians</p>
            {hints.data.technicians.map((t) => (
              <p key={t.username}>
                <code>{t.username}</code> / <code>{t.password}</code>
              </p>
            ))}
          </>
        )
      }
    >
      <StaffSignInForm
        idPrefix="tech"
        pending={login.isPending}
        pendingLabel="Signing in..."
        onSignIn={submit}
        alert={
          alert && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {alert}
            </p>
          )
        }
      />
    </StaffLoginLayout>
  );
}
