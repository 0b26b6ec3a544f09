import { Star } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/** Five stars, filled up to `rating`; the number itself is said by the text beside it. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('flex gap-0.5 text-amber-400', className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= Math.round(rating) && 'fill-current')} />
      ))}
    </span>
  );
}
