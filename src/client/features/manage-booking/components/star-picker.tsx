// The review's stars (issue 31): five native radios in a fieldset, so the arrow keys move between
// them, a screen reader says "3 stars, 3 of 5", and each one's label is the star a finger taps.
import { Plural, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { clsx } from 'clsx';

export function StarPicker({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset aria-describedby={invalid ? 'rating-error' : undefined}>
      <legend className="text-base font-semibold">{t`How did we do?`}</legend>
      <div className="mt-3 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="group relative cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">
              <Plural value={n} one="# star" other="# stars" />
            </span>
            <Star
              aria-hidden
              className={clsx(
                'size-11 rounded-md p-1 text-amber-500 transition-colors',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
                value !== null && n <= value ? 'fill-current' : 'fill-transparent',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
