import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
  size?: 'default' | 'sm' | 'lg' | 'icon';
  asChild?: boolean;
};

/**
 * A button's look comes from component classes (styles.css, `@layer components`). The caller's
 * utility classes win by their cascade layer: className="h-auto" replaces the size's height.
 */
export function Button({
  className,
  variant = 'default',
  size = 'default',
  asChild = false,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const look = `btn btn-${variant} btn-size-${size}`;
  return <Comp className={className ? `${look} ${className}` : look} {...props} />;
}
