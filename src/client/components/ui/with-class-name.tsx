import { createElement, type ComponentProps, type ElementType } from 'react';
import { cn } from '@/client/lib/utils';

/**
 * shadcn/ui's styled part, written once: `Component` (a tag or a Radix part) with its own classes,
 * which a caller's `className` extends or overrides (later Tailwind classes win).
 */
export function withClassName<T extends ElementType>(Component: T, base: string) {
  return function Styled({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(Component, { ...props, className: cn(base, className) });
  };
}
