import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FieldMessage, StaffLoginLayout } from '@/client/components/staff/staff-login-layout';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAdminLogin } from '../api/admin-login';
import { useLoginHints } from '@/client/components/staff/get-login-hints';
import { saveAdminSession } from '../lib/admin-session';

export function AdminLoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const hints = useLoginHints();
  const demo = hints.data?.demo ? hints.data.admin : undefined;
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  // The password is prefilled only in demo mode, from the server's hints.
  const passwordValue = password ?? demo?.password ?? '';

  const submit = () => {
    const found = {
      ...(username.trim() ? {} : { username: 'Username is required' }),
      ...(passwordValue ? {} : { password: 'Password is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    login.mutate(
      { username: username.trim(), password: passwordValue },
      {
        onSuccess: (data) => {
          saveAdminSession(data.token, data.role ?? 'admin');
          toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard' });
          onSignedIn(data.token);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            toast({
              title: 'Login Failed',
              description: error.body?.message ?? 'Invalid credentials',
              variant: 'destructive',
            });
          } else {
            toast({
              title: 'Login Error',
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
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="admin-username">Username</Label>
          <Input
            id="admin-username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'admin-username-error' : undefined}
          />
          <FieldMessage id="admin-username" message={errors.username} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-password">Password</Label>
          <div className="relative">
            <Input
              id="admin-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className="pr-11"
              value={passwordValue}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'admin-password-error' : undefined}
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          </div>
          <FieldMessage id="admin-password" message={errors.password} />
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </StaffLoginLayout>
  );
}
