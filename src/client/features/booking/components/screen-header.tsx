import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { useBooking } from '../hooks/use-booking';
import { useStepPosition, type StepPosition } from '../hooks/use-step-position';
import { StepHeading } from './step-heading';
import { STEP_HEADINGS } from './step-titles';

/** "Step 3 of 6", or "Step 1" on the first screen, in the page's language. */
function useStepLabel(position: StepPosition | null): string | null {
  const { t } = useLingui();
  if (!position) return null;
  const { index, total } = position;
  return total === null ? t`Step ${index}` : t`Step ${index} of ${total}`;
}

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
  const { i18n } = useLingui();
  const label = useStepLabel(useStepPosition());
  const title = step ? i18n._(STEP_HEADINGS[step]) : '';
  return (
    <div className="mb-6 flex flex-col gap-3">
      {showBack && canGoBack && (
        <Button variant="ghost" size="sm" className="-ml-3 self-start" onClick={back}>
          <ArrowLeft aria-hidden />
          <Trans>Back</Trans>
        </Button>
      )}
      <div>
        {/* Keyed by the screen: a new screen mounts a new heading, which takes focus. */}
        <StepHeading key={step} announcement={label ? `${label}: ${title}` : title}>
          {title}
        </StepHeading>
        {label && <p className="mt-1 text-sm font-medium text-muted-foreground">{label}</p>}
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
