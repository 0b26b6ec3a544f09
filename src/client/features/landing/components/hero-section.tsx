import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { BadgeCheck, Camera, Clock, ShieldCheck, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass, type ButtonProps } from '@/client/components/ui/button';
import { enterBuilder } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { countText, isLicensed } from '@/domain/catalog/landing';
import { MountBuilderButton } from './mount-builder-button';
import { StarRating } from './star-rating';
import { InsuredBadge } from '@/client/components/layout/insured-badge';

const TRUST_BADGES = [
  // Said with "Licensed, " only with a licence number in the business settings.
  { icon: ShieldCheck, label: msg`Bonded & Insured`, licensed: msg`Licensed, Bonded & Insured` },
  { icon: Clock, label: msg`Same-Day Service` },
  { icon: BadgeCheck, label: msg`Lifetime Warranty` },
];

/** A way in quieter than Mount Builder: outlined on the dark hero. */
const QUIET =
  'border-white/30 bg-transparent text-white shadow-none hover:bg-white/10 hover:text-white';

function QuietWayIn(props: Omit<ButtonProps, 'variant' | 'className'>) {
  return <Button variant="outline" className={QUIET} {...props} />;
}

/** Headline, blurb, the four ways in, trust, insurance and rating badges. */
export function HeroSection() {
  const { t } = useLingui();
  const business = useBusiness();
  const rating = business?.rating;
  const customers = business && countText(business.reviewCount);
  const city = business?.city;
  const insurer = business?.insurer;
  const [imageFailed, setImageFailed] = useState(false);

  return (
    // The blue-purple gradient is what shows if the image fails to load.
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-blue-800 via-indigo-800 to-purple-900 text-white"
    >
      {!imageFailed && (
        <img
          src="/assets/hero.svg"
          alt={t`A living room with a large TV mounted on the wall above a media console`}
          width={1600}
          height={900}
          fetchPriority="high"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 -z-20 size-full object-cover object-[70%_center]"
        />
      )}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-950/80 to-slate-950/30"
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_auto] lg:items-center lg:py-24">
        <div className="max-w-2xl">
          {/* Min height kept while the facts load, so nothing below moves when they arrive. */}
          <p className="inline-flex min-h-9 items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium ring-1 ring-white/20">
            {business?.rating != null && <StarRating rating={business.rating} />}
            {business && (
              <span>
                {rating != null
                  ? t`${rating} star rating · ${customers}+ satisfied customers`
                  : t`${customers}+ satisfied customers`}
              </span>
            )}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            <Trans>Professional TV Mounting in {city}</Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-200">
            <Trans>
              Any TV, any wall, wires hidden and every device connected. Exact prices before you
              book, same-day service 7 days a week, and booking takes about 3 minutes.
            </Trans>
          </p>

          {/* One primary action; the other ways in are quieter (issue 17: a clear hierarchy). */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <MountBuilderButton
              size="lg"
              className="h-14 bg-amber-400 px-8 text-lg font-bold text-slate-950 shadow-lg shadow-amber-500/20 hover:bg-amber-300"
            >
              <Trans>Mount Builder</Trans>
            </MountBuilderButton>
            <p className="text-sm text-slate-300">
              <Trans>
                Your exact price in about 3 minutes.
                <br className="hidden sm:block" /> No payment needed to see it.
              </Trans>
            </p>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <QuietWayIn onClick={() => enterBuilder('security-cameras')}>
              <Camera aria-hidden />
              <Trans>Security Cameras</Trans>
            </QuietWayIn>
            <Link
              to={pagePath('mountDepot')}
              className={buttonClass({ variant: 'outline' }, QUIET)}
            >
              <ShoppingBag aria-hidden />
              <Trans>Mount Depot</Trans>
            </Link>
            <QuietWayIn onClick={() => enterBuilder('services')}>
              <Trans>Other Services</Trans>
            </QuietWayIn>
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-slate-100">
            {TRUST_BADGES.map(({ icon: Icon, label, licensed }) => (
              <li key={label.id} className="flex items-center gap-1.5">
                <Icon className="size-4 text-green-400" aria-hidden />
                {t(licensed && isLicensed(business) ? licensed : label)}
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:w-72 lg:grid-cols-1">
          <div className="flex items-center gap-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-xl">
            <InsuredBadge size={48} className="size-12" />
            <div>
              <p className="text-sm font-bold">
                <Trans>Fully Insured</Trans>
              </p>
              <p className="text-xs text-slate-600">
                {insurer
                  ? t`by ${insurer}`
                  : isLicensed(business)
                    ? t`Licensed and bonded`
                    : t`Bonded`}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-xl">
            <span className="text-3xl font-extrabold text-blue-800">{business?.rating ?? ''}</span>
            <div>
              {business?.rating != null && <StarRating rating={business.rating} />}
              <p className="mt-1 text-xs text-slate-600">
                {business && t`From about ${customers} reviews`}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
