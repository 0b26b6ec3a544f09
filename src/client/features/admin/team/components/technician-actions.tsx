import { useState } from 'react';
import type { Technician } from '@/domain/schemas/staff';
import { Button } from '@/client/components/ui/button';
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
      <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
        Edit<span className="sr-only"> {who}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('password')}>
        Reset password<span className="sr-only"> of {who}</span>
      </Button>
      {technician.isActive ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('deactivate')}>
          Deactivate<span className="sr-only"> {who}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => setActive(true)}
        >
          Reactivate<span className="sr-only"> {who}</span>
        </Button>
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
