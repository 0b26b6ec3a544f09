import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

const rowClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** A labelled native checkbox with its price on the right. */
export function CheckRow({
  label,
  price,
  note,
  checked,
  onChange,
}: {
  label: string;
  price: string;
  note?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={rowClass}>
      <input
        type="checkbox"
        className="size-4 accent-[var(--primary)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="flex-1">
        <span className="font-medium">{label}</span>
        {note && <span className="block text-xs text-muted-foreground">{note}</span>}
      </span>
      <span className="font-semibold text-primary">{price}</span>
    </label>
  );
}

/** A fieldset of labelled native radios. */
export function RadioGroupField<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: string; price?: string; note?: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className={rowClass}>
            <input
              type="radio"
              name={name}
              className="size-4 accent-[var(--primary)]"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="flex-1">
              <span className="font-medium">{option.label}</span>
              {option.note && (
                <span className="block text-xs text-muted-foreground">{option.note}</span>
              )}
            </span>
            {option.price && <span className="font-semibold text-primary">{option.price}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
