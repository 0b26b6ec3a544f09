import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { useBooking } from '../hooks/use-booking';

/**
 * A screen's h1. When a screen opens, focus moves here and the live region names the screen
 * (issue 12): a keyboard or screen reader user starts at the top of the new screen instead of on
 * the page body. Each screen mounts its own heading, so mounting is the moment to do it.
 */
export function StepHeading({
  children,
  announcement,
  className,
}: {
  children: ReactNode;
  /** What the live region says, e.g. "Step 2 of 6: Build Your TV Installation". */
  announcement: string;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { announce } = useBooking();
  // Only when the screen opens: a choice on the screen can change the step count in the
  // announcement, and that must not pull focus back from the control the customer is using.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    // The top of the screen, with the sticky header's height kept clear (scroll-padding-top).
    window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => announce(announcement), [announce, announcement]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn('text-2xl font-bold tracking-tight outline-none sm:text-3xl', className)}
    >
      {children}
    </h1>
  );
}
