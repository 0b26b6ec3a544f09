import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { DialogActions } from './dialog-actions';

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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogActions
          back="Not yet"
          onBack={onClose}
          action={confirmLabel}
          pendingAction="Saving..."
          pending={pending}
          onAction={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
