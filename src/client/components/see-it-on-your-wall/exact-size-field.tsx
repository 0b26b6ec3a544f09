// "Exact size in inches": optional, a whole number 24-110 (docs/decisions/045); the model follows
// a valid size, an invalid one says why and leaves the model as it was.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LabelledInput } from '@/client/components/ui/labelled-input';
import {
  isModelInches,
  TV_MODEL_MAX_INCHES,
  TV_MODEL_MIN_INCHES,
} from '@/domain/catalog/tv-dimensions';

export function ExactSizeField({ onInches }: { onInches: (inches: number | null) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const valid = trimmed === '' || (/^\d+$/.test(trimmed) && isModelInches(Number(trimmed)));
  const min = TV_MODEL_MIN_INCHES;
  const max = TV_MODEL_MAX_INCHES;
  return (
    <LabelledInput
      id={`${id}-inches`}
      label={t`Exact size in inches (optional)`}
      inputMode="numeric"
      type="number"
      min={min}
      max={max}
      step={1}
      value={text}
      aria-invalid={!valid || undefined}
      aria-describedby={`${id}-hint`}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const value = next.trim();
        if (value === '') onInches(null);
        else if (/^\d+$/.test(value) && isModelInches(Number(value))) onInches(Number(value));
      }}
      className="max-w-56"
    >
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={valid ? 'text-xs text-muted-foreground' : 'text-sm text-destructive'}
      >
        {valid ? (
          <Trans>
            From {min} to {max}, if you know your TV&apos;s size.
          </Trans>
        ) : (
          <Trans>
            Enter a whole number of inches from {min} to {max}.
          </Trans>
        )}
      </p>
    </LabelledInput>
  );
}
