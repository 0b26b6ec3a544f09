import type { ComponentProps } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Technician } from '@/domain/schemas/staff';
import { StaffDialog } from '@/client/components/staff/staff-dialog';

/** What a dialog about one team member is given. */
export type TechnicianDialogProps = { technician: Technician; onClose: () => void };

/**
 * A team member's form in a staff dialog: Cancel, or `action`, which checks the form and hands
 * its values to `onSave` ("Saving..." while `pending`).
 */
export function TeamFormDialog<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSave,
  action,
  pending,
  ...dialog
}: Omit<ComponentProps<typeof StaffDialog>, 'onSubmit' | 'actions'> & {
  form: UseFormReturn<Input, unknown, Output>;
  onSave: (values: Output) => void;
  action: string;
  pending: boolean;
}) {
  return (
    <StaffDialog
      {...dialog}
      onSubmit={(e) => void form.handleSubmit(onSave)(e)}
      actions={{ back: 'Cancel', action, pendingAction: 'Saving...', pending }}
    />
  );
}
