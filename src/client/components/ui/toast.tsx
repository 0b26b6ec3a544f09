import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';
import { withClassName } from './with-class-name';

export const ToastProvider = ToastPrimitives.Provider;

/** Radix's viewport: F8 moves focus here (store-staff-assistant.md section 9). */
export const ToastViewport = withClassName(
  ToastPrimitives.Viewport,
  // Taps pass through the empty list (its padding lay over the top 32 px of a phone's header);
  // the toasts themselves take them (pointer-events-auto).
  'pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
);

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitives.Close
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100',
        className,
      )}
      aria-label={t`Close`}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitives.Close>
  );
}

/** A toast's one action ('Undo'); altText says how to do the same without the toast. */
export const ToastAction = withClassName(
  ToastPrimitives.Action,
  'inline-flex h-9 shrink-0 items-center justify-center rounded-md border border-input bg-background px-3 text-sm font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
);

export const ToastTitle = withClassName(ToastPrimitives.Title, 'text-sm font-semibold');

export const ToastDescription = withClassName(ToastPrimitives.Description, 'text-sm opacity-90');
