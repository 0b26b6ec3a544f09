import type { ComponentProps } from 'react';

export interface ButtonLook {
  variant?: 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
  size?: 'default' | 'sm' | 'lg' | 'icon';
}

export type ButtonProps = ComponentProps<'button'> & ButtonLook;

/**
 * A button's look comes from component classes (styles.css, `@layer components`). The caller's
 * utility classes win by their cascade layer: className="h-auto" replaces the size's height.
 * A link that looks like a button takes these classes itself (`<Link className={buttonClass()}>`):
 * no wrapper that merges props into its child, and nothing of the kind in the first load.
 */
export function buttonClass(
  { variant = 'default', size = 'default' }: ButtonLook = {},
  className?: string,
): string {
  const look = `btn btn-${variant} btn-size-${size}`;
  return className ? `${look} ${className}` : look;
}

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonClass({ variant, size }, className)} {...props} />;
}
