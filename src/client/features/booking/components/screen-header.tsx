import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { useBooking } from '../hooks/use-booking';
import { STEP_TITLES } from '@/domain/site/booking-steps';
import { stepLabel, useStepPosition } from '../hooks/use-step-position';
import { StepHeading } from './step-heading';

/** A screen's title (its step's, from booking-steps.ts) and 'Back' (hidden on the first screen). */
export function ScreenHeader({
  description,
  children,
  showBack = true,
}: {
  description?: ReactNode;
  children?: ReactNode;
  showBack?: boolean;
}) {
  const { step, canGoBack, back } = useBooking();
  const position = useStepPosition();
  const title = step ? STEP_TITLES[step] : '';
  return (
    <div className="mb-6 flex flex-col gap-3">
      {showBack && canGoBack && (
        <Button variant="ghost" size="sm" className="-ml-3 self-start" onClick={back}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
      )}
      <div>
        {/* Keyed by the screen: a new screen mounts a new heading, which takes focus. */}
        <StepHeading
          key={step}
          announcement={position ? `${stepLabel(position)}: ${title}` : title}
        >
          {title}
        </StepHeading>
        {position && (
          <p className="mt-1 text-sm font-medium text-muted-foreground">{stepLabel(position)}</p>
        )}
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
