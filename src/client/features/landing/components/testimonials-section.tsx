import { Quote } from 'lucide-react';
import { useBusiness } from '@/client/lib/use-business';
import { countText } from '@/domain/catalog/landing';
import { TESTIMONIALS } from '@/domain/catalog/landing-sections';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { LandingSection } from './landing-section';
import { StarRating } from './star-rating';

/** The three static testimonials (booking-flow.md section 2, "Footer and reviews"). */
export function TestimonialsSection() {
  const business = useBusiness();
  return (
    <LandingSection
      titleId="reviews-title"
      eyebrow="Reviews"
      title="What Our Customers Say"
      intro={
        <p className="mt-3 flex min-h-6 items-center justify-center gap-2 text-slate-600">
          {business?.rating != null && <StarRating rating={business.rating} />}
          {business &&
            `${business.rating != null ? `${business.rating} out of 5 from ` : ''}${countText(business.reviewCount)}+ satisfied customers`}
        </p>
      }
      className="bg-white"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((review) => (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Quote className="size-7 text-blue-200" aria-hidden />
              <StarRating rating={review.rating} className="mt-3" />
              <span className="sr-only">{review.rating} out of 5 stars</span>
              <blockquote className="mt-3 flex-1 text-slate-700">“{review.quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-bold text-slate-900">{review.name}</span>
                <span className="text-slate-500"> · {review.location}</span>
                <span className="mt-1 block text-slate-500">
                  Left on {review.source},{' '}
                  <time dateTime={review.date}>{formatCalendarDate(review.date, 'plain')}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
