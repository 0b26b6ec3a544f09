import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

/** A short list of plain phrases, each after the same small icon (a tick, a shield). */
export function IconList({
  items,
  icon: Icon,
  className,
  itemClassName = 'flex items-center gap-2',
  iconClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className: string;
  itemClassName?: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={clsx('size-4 shrink-0', iconClassName)} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
