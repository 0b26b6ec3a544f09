// The one staff sign-in form (issue 27): the admin page, the technician portal and the diagnostics
// gate all sign in with it. react-hook-form holds the fields; the rules are the route's own
// (loginBodySchema, POST /api/admin/login and /api/auth/technician-login), so the form and the
// server say the same 'Username is required' / 'Password is required'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { loginBodySchema, type LoginBody } from '@/domain/schemas/staff';
import { FieldMessage } from './staff-login-layout';

export interface StaffSignInFormProps {
  /** Prefix of the fields' ids: `${idPrefix}-username`, `${idPrefix}-password`. */
  idPrefix: string;
  pending: boolean;
  /** The button's text while the sign-in is on its way. */
  pendingLabel: string;
  onSignIn: (body: LoginBody) => void;
  /** Demo mode only: the password the server's hints give, filled in until the user types. */
  demoPassword?: string | undefined;
  /** A Show/Hide password button (the admin's form). */
  revealPassword?: boolean;
  /** A failure shown above the button (role="alert"). */
  alert?: ReactNode;
  buttonSize?: 'default' | 'lg';
}

export function StaffSignInForm({
  idPrefix,
  pending,
  pendingLabel,
  onSignIn,
  demoPassword,
  revealPassword = false,
  alert,
  buttonSize = 'lg',
}: StaffSignInFormProps) {
  const { register, handleSubmit, formState, getFieldState, setValue, clearErrors } =
    useForm<LoginBody>({
      resolver: zodResolver(loginBodySchema),
      defaultValues: { username: '', password: demoPassword ?? '' },
      // Errors change when the form is sent again, not while typing (as before issue 27).
      reValidateMode: 'onSubmit',
    });
  const [showPassword, setShowPassword] = useState(false);
  const { errors } = formState;
  const usernameId = `${idPrefix}-username`;
  const passwordId = `${idPrefix}-password`;

  // The hints arrive after the form: fill the demo password unless the user has typed one, and
  // take back a "Password is required" said before it arrived.
  useEffect(() => {
    if (!demoPassword || getFieldState('password').isDirty) return;
    setValue('password', demoPassword);
    clearErrors('password');
  }, [demoPassword, getFieldState, setValue, clearErrors]);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void handleSubmit(onSignIn)(event)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={usernameId}>Username</Label>
        <Input
          id={usernameId}
          autoComplete="username"
          autoCapitalize="none"
          {...register('username')}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${usernameId}-error` : undefined}
        />
        <FieldMessage id={usernameId} message={errors.username?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={passwordId}>Password</Label>
        <div className="relative">
          <Input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={revealPassword ? 'pr-11' : undefined}
            {...register('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          />
          {revealPassword && (
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          )}
        </div>
        <FieldMessage id={passwordId} message={errors.password?.message} />
      </div>
      {alert}
      <Button type="submit" size={buttonSize} disabled={pending}>
        {pending ? pendingLabel : 'Sign In'}
      </Button>
    </form>
  );
}
