import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { useLocale } from '@/client/i18n/use-locale';
import { useBusiness } from '@/client/lib/use-business';
import { countText } from '@/domain/catalog/landing';
import { TESTIMONIALS } from '@/domain/catalog/landing-sections';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { LandingSection } from './landing-section';
import { TESTIMONIAL_QUOTES } from '../words/testimonial-words';
import { StarRating } from './star-rating';
import { VerifiedReviews } from './verified-reviews';
import { useLandingReviews } from '../api/get-landing-reviews';

/**
 * The reviews block (booking-flow.md section 2, "Footer and reviews"; docs/decisions/044): the
 * newest published reviews of our own completed bookings, server-rendered, with our average
 * beside the settings' rating and its source; until there are any, the three testimonials left
 * on Google, Yelp and Nextdoor, each labelled with where it was left.
 */
export function TestimonialsSection() {
  const { t } = useLingui();
  const business = useBusiness();
  const ours = useLandingReviews();
  const rating = business?.rating;
  const source = business?.ratingSource;
  const customers = business && countText(business.reviewCount);
  const average = ours?.average;
  const verified = ours?.count ?? 0;
  return (
    <LandingSection
      titleId="reviews-title"
      eyebrow={t`Reviews`}
      title={t`What Our Customers Say`}
      intro={
        <div className="mt-3 flex flex-col items-center gap-1 text-slate-600">
          <p className="flex min-h-6 flex-wrap items-center justify-center gap-2">
            {rating != null && <StarRating rating={rating} />}
            {business &&
              (rating != null
                ? source
                  ? t`${rating} out of 5 on ${source} from ${customers}+ satisfied customers`
                  : t`${rating} out of 5 from ${customers}+ satisfied customers`
                : t`${customers}+ satisfied customers`)}
          </p>
          {average != null && verified > 0 && (
            <p className="flex flex-wrap items-center justify-center gap-2">
              <StarRating rating={average} />
              <Plural
                value={verified}
                one={`${average} from # verified booking on this site`}
                other={`${average} from # verified bookings on this site`}
              />
            </p>
          )}
        </div>
      }
      className="bg-white"
    >
      {ours && ours.reviews.length > 0 ? (
        <VerifiedReviews reviews={ours.reviews} />
      ) : (
        <StaticTestimonials />
      )}
    </LandingSection>
  );
}

/** The three testimonials left elsewhere, each with its source and date. */
function StaticTestimonials() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {TESTIMONIALS.map((review) => {
        const quote = TESTIMONIAL_QUOTES[review.name];
        const source = review.source;
        const stars = review.rating;
        const date = formatCalendarDate(review.date, 'plain', review.date, locale);
        return (
          <li key={review.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Quote className="size-7 text-blue-200" aria-hidden />
              <StarRating rating={review.rating} className="mt-3" />
              <span className="sr-only">
                <Trans>{stars} out of 5 stars</Trans>
              </span>
              <blockquote className="mt-3 flex-1 text-slate-700">
                “{quote ? t(quote) : review.quote}”
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-bold text-slate-900">{review.name}</span>
                <span className="text-slate-500"> · {review.location}</span>
                <span className="mt-1 block text-slate-500">
                  <Trans>
                    Left on {source}, <time dateTime={review.date}>{date}</time>
                  </Trans>
                </span>
                {/* The reviews were written in English: another language says it translated them. */}
                {locale !== 'en' && (
                  <span className="mt-1 block text-slate-500 italic">
                    <Trans>Translated from English</Trans>
                  </span>
                )}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
