import { toast } from '@/client/components/ui/use-toast';
import { useAdminToken } from '../../lib/admin-context';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema } from '../lib/team-form';
import { fieldsOf, useTeamForm, WizardField } from './wizard-field';
import { failureText } from '@/client/components/staff/failure';
import { TeamFormDialog, type TechnicianDialogProps } from './team-form-dialog';

/** A new password the admin passes on; the member's old password stops working. */
export function ResetPasswordDialog({ technician, onClose }: TechnicianDialogProps) {
  const token = useAdminToken();
  const reset = useResetPassword(token);
  const form = useTeamForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const field = fieldsOf(form, 'reset');

  const save = ({ password }: { password: string }) => {
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
          form.setError('password', { message: failureText(error) });
        },
      },
    );
  };

  return (
    <TeamFormDialog
      onClose={onClose}
      title={`Reset password for ${technician.name}`}
      description="Tell them the new password yourself; it is not e-mailed."
      form={form}
      onSave={save}
      action="Set password"
      pending={reset.isPending}
    >
      <WizardField
        label="New password"
        required
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <WizardField
        label="Confirm new password"
        required
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </TeamFormDialog>
  );
}
