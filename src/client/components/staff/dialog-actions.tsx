import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';

/**
 * A staff dialog's two buttons: step back (`back`, e.g. "Keep the job") and do it (`action`,
 * named `pendingAction` and disabled while the call is on its way). Without `onAction` the action
 * submits the dialog's form.
 */
export function DialogActions({
  back,
  onBack,
  action,
  pendingAction,
  pending,
  onAction,
  destructive = false,
}: {
  back: string;
  onBack: () => void;
  action: string;
  pendingAction: string;
  pending: boolean;
  onAction?: () => void;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="ghost" onClick={onBack}>
        {back}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={destructive ? 'destructive' : 'default'}
        disabled={pending}
        onClick={onAction}
      >
        {pending ? pendingAction : action}
      </Button>
    </DialogFooter>
  );
}
