import { useState } from 'react';
import { TECHNICIAN_PASSWORD_MIN_LENGTH } from '@/domain/catalog/defaults';
import type { Technician } from '@/domain/schemas/staff';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAdminToken } from '../../lib/admin-context';
import { useResetPassword } from '../api/reset-password';
import { WizardField } from './wizard-field';

/** A new password the admin passes on; the member's old password stops working. */
export function ResetPasswordDialog({
  technician,
  onClose,
}: {
  technician: Technician;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const reset = useResetPassword(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const save = () => {
    const found = {
      ...(password.length < TECHNICIAN_PASSWORD_MIN_LENGTH
        ? { password: `Password must be at least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters` }
        : {}),
      ...(confirm !== password ? { confirm: "Passwords don't match" } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    reset.mutate(
      { id: technician.id, password },
      {
        onSuccess: () => {
          toast({
            title: 'Password reset',
            description: `${technician.name} signs in with the new password`,
          });
          onClose();
        },
        onError: (error) => {
          const message =
            error instanceof ApiRequestError ? error.serverMessage : 'Please try again';
          setErrors({ password: message });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reset password for {technician.name}</DialogTitle>
          <DialogDescription>
            Tell them the new password yourself; it is not e-mailed.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <WizardField
            id="reset-password"
            label="New password"
            required
            type="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <WizardField
            id="reset-password-confirm"
            label="Confirm new password"
            required
            type="password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
