import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/client/components/ui/button';

/**
 * A staff row's action: a short visible label ("Edit", "Cancel") and, for screen readers only,
 * the row it acts on (" of booking #12"), so a list of "Edit" buttons still reads apart.
 * Small and outlined unless told otherwise; `icon` goes before the label.
 */
export function RowButton({
  label,
  srText,
  icon,
  size = 'sm',
  variant = 'outline',
  ...props
}: Omit<ButtonProps, 'children'> & { label: ReactNode; srText: string; icon?: ReactNode }) {
  return (
    <Button size={size} variant={variant} {...props}>
      {icon}
      {label}
      <span className="sr-only">{srText}</span>
    </Button>
  );
}
