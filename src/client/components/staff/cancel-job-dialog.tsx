import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bookingUpdateBodySchema } from '@/domain/schemas/staff';
import { Label } from '@/client/components/ui/label';
import { StaffDialog } from './staff-dialog';

/** The route's own rule for a cancel's reason (PUT /api/bookings/{id}). */
const cancelReasonSchema = z.object({ reason: bookingUpdateBodySchema.shape.reason.unwrap() });

/**
 * Cancelling a job asks why and asks again (issue 16): the reason is required (3+ characters, the
 * route's rule) and kept with the booking. `error` shows the server's refusal in place, e.g.
 * "paid jobs are cancelled by the office" for a technician.
 */
export function CancelJobDialog({
  title,
  notice,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  notice?: ReactNode;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(cancelReasonSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const fieldError = formState.errors.reason?.message;
  return (
    <StaffDialog
      onClose={onClose}
      title={title}
      description="The customer is told by e-mail. This cannot be undone."
      onSubmit={(e) => void handleSubmit(({ reason }) => onConfirm(reason))(e)}
      error={error}
      actions={{
        back: 'Keep the job',
        action: 'Cancel the job',
        pendingAction: 'Cancelling...',
        pending,
        destructive: true,
      }}
    >
      {notice && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="cancel-reason">
          Reason for cancelling<span aria-hidden="true"> *</span>
        </Label>
        <textarea
          id="cancel-reason"
          rows={3}
          required
          aria-required="true"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'cancel-reason-error' : undefined}
          {...register('reason')}
          className="rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
        />
        {fieldError && (
          <p id="cancel-reason-error" role="alert" className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
    </StaffDialog>
  );
}
