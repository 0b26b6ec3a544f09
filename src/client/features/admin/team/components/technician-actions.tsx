import { useState } from 'react';
import type { Technician } from '@/domain/schemas/staff';
import { RowButton } from '@/client/components/staff/row-button';
import { toast } from '@/client/components/ui/use-toast';
import { useAdminToken } from '../../lib/admin-context';
import { useUpdateTechnician } from '../api/update-technician';
import { EditTechnicianDialog } from './edit-technician-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { toastFailure } from '@/client/components/staff/failure';
import { StaffDialog } from '@/client/components/staff/staff-dialog';

type Open = 'edit' | 'password' | 'deactivate' | null;

/** Edit, reset password, and deactivate (confirmed) or reactivate one team member. */
export function TechnicianActions({ technician }: { technician: Technician }) {
  const token = useAdminToken();
  const update = useUpdateTechnician(token);
  const [open, setOpen] = useState<Open>(null);
  const who = technician.name;

  const setActive = (isActive: boolean) =>
    update.mutate(
      { id: technician.id, change: { isActive } },
      {
        onSuccess: () => {
          setOpen(null);
          toast({
            title: isActive ? 'Technician reactivated' : 'Technician deactivated',
            description: isActive
              ? `${who} can sign in again`
              : `${who} can no longer sign in; their future jobs are unassigned`,
          });
        },
        onError: (error) => toastFailure('Could not change the account', error),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <RowButton onClick={() => setOpen('edit')} label="Edit" srText={` ${who}`} />
      <RowButton onClick={() => setOpen('password')} label="Reset password" srText={` of ${who}`} />
      {technician.isActive ? (
        <RowButton onClick={() => setOpen('deactivate')} label="Deactivate" srText={` ${who}`} />
      ) : (
        <RowButton
          disabled={update.isPending}
          onClick={() => setActive(true)}
          label="Reactivate"
          srText={` ${who}`}
        />
      )}
      {open === 'edit' && (
        <EditTechnicianDialog technician={technician} onClose={() => setOpen(null)} />
      )}
      {open === 'password' && (
        <ResetPasswordDialog technician={technician} onClose={() => setOpen(null)} />
      )}
      <StaffDialog
        open={open === 'deactivate'}
        onClose={() => setOpen(null)}
        title={`Deactivate ${who}?`}
        description={
          <>
            {who} will no longer be able to sign in. Their future jobs become unassigned and each
            day&apos;s capacity drops by one.
          </>
        }
        actions={{
          back: 'Keep active',
          action: 'Deactivate',
          pendingAction: 'Deactivating...',
          pending: update.isPending,
          onAction: () => setActive(false),
          destructive: true,
        }}
      />
    </div>
  );
}
