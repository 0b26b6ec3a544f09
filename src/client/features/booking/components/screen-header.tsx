import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { useBooking } from '../hooks/use-booking';

/** A screen's title and its 'Back' button (one screen back; hidden on the first screen). */
export function ScreenHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const { state, dispatch } = useBooking();
  const canGoBack = state.history.length > 1;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {canGoBack && (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 self-start"
          onClick={() => dispatch({ type: 'back' })}
        >
          <ArrowLeft aria-hidden />
          Back
        </Button>
      )}
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
