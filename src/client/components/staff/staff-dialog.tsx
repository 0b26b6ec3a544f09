import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogFooter, DialogPanel } from '@/client/components/ui/dialog';

/**
 * A staff dialog's two buttons: step back (`back`, e.g. "Keep the job") and do it (`action`,
 * named `pendingAction` and disabled while the call is on its way). Without `onAction` the action
 * submits the dialog's form.
 */
export interface StaffDialogActions {
  back: string;
  action: string;
  pendingAction: string;
  pending: boolean;
  onAction?: () => void;
  destructive?: boolean;
}

/**
 * A staff dialog: its title and description (the accessible name and description), `children`,
 * the server's refusal (`error`) in place, then the two buttons; stepping back closes it like
 * Escape does. With `onSubmit` the body is a form the action submits.
 */
export function StaffDialog({
  open = true,
  onClose,
  title,
  description,
  className = 'max-w-md',
  onSubmit,
  error,
  actions: { back, action, pendingAction, pending, onAction, destructive = false },
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  error?: string | null;
  actions: StaffDialogActions;
  children?: ReactNode;
}) {
  const body = (
    <>
      {children}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
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
    </>
  );
  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => !next && onClose()}
      className={className}
      title={title}
      description={description}
    >
      {onSubmit ? (
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </DialogPanel>
  );
}
