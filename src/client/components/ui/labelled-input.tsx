import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { Input } from './input';
import { Label } from './label';

/**
 * An input under its label. `className` is the wrapper's (its place in a grid); `children` follow
 * the input (its error message).
 */
export function LabelledInput({
  id,
  label,
  className,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; label: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
      {children}
    </div>
  );
}
