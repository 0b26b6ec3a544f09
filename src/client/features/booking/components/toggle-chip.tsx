import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

/** A pressable choice (aria-pressed), used for rooms, sizes, walls and complexes. */
export function ToggleChip({
  pressed,
  onClick,
  children,
  hint,
  className,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex min-h-11 items-center justify-between gap-2 rounded-lg border-2 bg-card px-3 py-2 text-left text-sm font-medium transition hover:border-primary/60',
        pressed ? 'border-primary bg-primary/5 text-primary' : 'border-border',
        className,
      )}
    >
      <span className="flex flex-col">
        <span>{children}</span>
        {hint && <span className="text-xs font-normal text-muted-foreground">{hint}</span>}
      </span>
      {pressed && <Check className="size-4 shrink-0" aria-hidden />}
    </button>
  );
}
