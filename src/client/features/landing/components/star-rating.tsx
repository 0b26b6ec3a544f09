import { Star } from 'lucide-react';
import { clsx } from 'clsx';

/** Five stars, filled up to `rating`; the number itself is said by the text beside it. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={clsx('flex gap-0.5 text-amber-400', className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={clsx('size-4', n <= Math.round(rating) && 'fill-current')} />
      ))}
    </span>
  );
}
