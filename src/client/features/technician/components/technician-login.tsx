import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { FieldMessage, StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useLoginHints } from '@/client/components/staff/get-login-hints';
import { useTechnicianLogin } from '../api/technician-login';
import {
  saveTechnicianSession,
  technicianIdFromToken,
  type TechnicianSession,
} from '../lib/technician-session';

export function TechnicianLogin({ onSignedIn }: { onSignedIn: (s: TechnicianSession) => void }) {
  const hints = useLoginHints();
  const login = useTechnicianLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = () => {
    const found = {
      ...(username.trim() ? {} : { username: 'Username is required' }),
      ...(password ? {} : { password: 'Password is required' }),
    };
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length) return;
    login.mutate(
      { username: username.trim(), password },
      {
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
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            const body = error.body as { error?: string; message?: string } | null;
            toast({
              title: 'Login failed',
              description: body?.error ?? body?.message ?? 'Invalid credentials',
              variant: 'destructive',
            });
          } else {
            toast({
              title: 'Login failed',
              description: 'Unable to connect to server',
              variant: 'destructive',
            });
          }
        },
      },
    );
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
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="tech-username">Username</Label>
          <Input
            id="tech-username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'tech-username-error' : undefined}
          />
          <FieldMessage id="tech-username" message={errors.username} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="tech-password">Password</Label>
          <Input
            id="tech-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'tech-password-error' : undefined}
          />
          <FieldMessage id="tech-password" message={errors.password} />
        </div>
        {alert && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            {alert}
          </p>
        )}
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </StaffLoginLayout>
  );
}
