import { StaffDialog } from './staff-dialog';

/** A yes-or-no question before a step that cannot be taken back. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <StaffDialog
      onClose={onClose}
      title={title}
      description={description}
      actions={{
        back: 'Not yet',
        action: confirmLabel,
        pendingAction: 'Saving...',
        pending,
        onAction: onConfirm,
      }}
    />
  );
}
