// Reviews from our own completed bookings (issue 31, docs/decisions/044): the newest published
// ones, server-rendered. The customer's words are shown as written, in their language.
import { Trans } from '@lingui/react/macro';
import { BadgeCheck, Quote } from 'lucide-react';
import { useLocale } from '@/client/i18n/use-locale';
import type { PublicReview } from '@/domain/schemas/reviews';
import { businessToday } from '@/domain/scheduling/business-time';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { StarRating } from './star-rating';

export function VerifiedReviews({ reviews }: { reviews: readonly PublicReview[] }) {
  const locale = useLocale();
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {reviews.map((review) => {
        const day = businessToday(new Date(review.createdAt));
        const date = formatCalendarDate(day, 'plain', day, locale);
        const stars = review.rating;
        const name = review.firstName;
        const city = review.city;
        return (
          <li key={review.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Quote className="size-7 text-blue-200" aria-hidden />
              <StarRating rating={stars} className="mt-3" />
              <span className="sr-only">
                <Trans>{stars} out of 5 stars</Trans>
              </span>
              {review.text ? (
                <blockquote lang={review.locale} className="mt-3 flex-1 text-slate-700">
                  “{review.text}”
                </blockquote>
              ) : (
                <div className="flex-1" />
              )}
              <figcaption className="mt-5 text-sm">
                <span className="font-bold text-slate-900">{name}</span>
                {city && <span className="text-slate-500"> · {city}</span>}
                <span className="mt-1 flex items-center gap-1 text-slate-600">
                  <BadgeCheck className="size-4 text-green-700" aria-hidden />
                  <Trans>
                    Verified booking, <time dateTime={day}>{date}</time>
                  </Trans>
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
