import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import type { SlotLabel } from '@/domain/scheduling/business-time';
import { RowButton } from '@/client/components/staff/row-button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { useAdminToken } from '../../lib/admin-context';
import { useBlockWindow, useUnblockWindow } from '../api/block-window';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { toastFailure } from '@/client/components/staff/failure';
import { StaffDialog } from '@/client/components/staff/staff-dialog';

const failed = (error: unknown) => toastFailure('Could not change the window', error);

/** Block a window (with an optional reason) so customers cannot book it, or open it again. */
export function WindowBlockButton({
  date,
  time,
  blocked,
}: {
  date: string;
  time: SlotLabel;
  blocked: { id: number; reason: string | null } | null;
}) {
  const token = useAdminToken();
  const block = useBlockWindow(token);
  const unblock = useUnblockWindow(token);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const where = `${formatCalendarDate(date, 'medium')} ${time}`;

  if (blocked) {
    return (
      <RowButton
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(blocked.id, {
            onSuccess: () => toast({ title: 'Window open again', description: where }),
            onError: failed,
          })
        }
        icon={<LockOpen aria-hidden="true" />}
        label="Unblock"
        srText={` ${where}`}
      />
    );
  }
  return (
    <>
      <RowButton
        onClick={() => setOpen(true)}
        icon={<Lock aria-hidden="true" />}
        label="Block"
        srText={` ${where}`}
      />
      <StaffDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Block ${where}?`}
        description="Customers can no longer book this window. Jobs already booked in it stay."
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = reason.trim();
          block.mutate(
            { date, time, ...(trimmed ? { reason: trimmed } : {}) },
            {
              onSuccess: () => {
                toast({ title: 'Window blocked', description: where });
                setOpen(false);
                setReason('');
              },
              onError: failed,
            },
          );
        }}
        actions={{
          back: 'Keep it open',
          action: 'Block window',
          pendingAction: 'Blocking...',
          pending: block.isPending,
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="block-reason">Reason (optional)</Label>
          <Input
            id="block-reason"
            value={reason}
            maxLength={200}
            placeholder="Team training, holiday…"
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </StaffDialog>
    </>
  );
}
