import { Trans } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { withClassName } from './with-class-name';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = withClassName(
  DialogPrimitive.Overlay,
  'fixed inset-0 z-50 bg-black/60',
);

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
          <X className="size-4" />
          <span className="sr-only">
            <Trans>Close</Trans>
          </span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = withClassName('div', 'flex flex-col gap-1.5 text-center sm:text-left');

export const DialogFooter = withClassName(
  'div',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

export const DialogTitle = withClassName(
  DialogPrimitive.Title,
  'text-lg leading-none font-semibold',
);

export const DialogDescription = withClassName(
  DialogPrimitive.Description,
  'text-sm text-muted-foreground',
);

export interface DialogPanelProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  readonly title: ReactNode;
  /** Its accessible description, read after the name. */
  readonly description: ReactNode;
  readonly descriptionClassName?: string | undefined;
  /** The button that opens it, when the dialog holds its own open state's trigger. */
  readonly trigger?: ReactNode;
}

/**
 * A whole dialog: the root, its trigger if any, the content and its header (title and
 * description), then `children`.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  trigger,
  children,
  ...content
}: DialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
