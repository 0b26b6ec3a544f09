import { Star } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import type { StaffReview } from '@/domain/schemas/reviews';
import { businessToday } from '@/domain/scheduling/business-time';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** One review: stars, words, who and where, the booking, the state and its Publish / Hide. */
export function ReviewCard({
  review,
  busy,
  onPublish,
}: {
  review: StaffReview;
  busy: boolean;
  onPublish: (published: boolean) => void;
}) {
  const day = businessToday(new Date(review.createdAt));
  const who = `${review.firstName}${review.city ? `, ${review.city}` : ''}`;
  return (
    <li>
      <article
        aria-label={`Review by ${who}, booking ${review.reference}`}
        className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="flex text-amber-500" aria-hidden>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} className={`size-4 ${n <= review.rating ? 'fill-current' : ''}`} />
              ))}
            </span>
            <span className="sr-only">{review.rating} out of 5 stars</span>
            <Badge variant={review.published ? 'success' : 'secondary'}>
              {review.published ? 'Published' : 'Waiting'}
            </Badge>
          </div>
          <p className="break-words whitespace-pre-line">
            {review.text ?? (
              <span className="text-muted-foreground italic">No words, stars only</span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {who} · {review.reference} ·{' '}
            <time dateTime={day}>{formatCalendarDate(day, 'plain')}</time>
          </p>
        </div>
        <Button
          variant={review.published ? 'outline' : 'default'}
          disabled={busy}
          onClick={() => onPublish(!review.published)}
          aria-label={`${review.published ? 'Hide' : 'Publish'} the review of ${review.reference}`}
        >
          {review.published ? 'Hide' : 'Publish'}
        </Button>
      </article>
    </li>
  );
}
