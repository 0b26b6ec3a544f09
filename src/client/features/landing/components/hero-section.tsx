import { BadgeCheck, Camera, Clock, ShieldCheck, ShoppingBag, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { enterBuilder } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { countText } from '@/domain/catalog/landing';
import { StarRating } from './star-rating';

const TRUST_BADGES = [
  { icon: ShieldCheck, label: 'Licensed, Bonded & Insured' },
  { icon: Clock, label: 'Same-Day Service' },
  { icon: BadgeCheck, label: 'Lifetime Warranty' },
];

/** Headline, blurb, the four ways in, trust, insurance and rating badges. */
export function HeroSection() {
  const business = useBusiness();
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
          alt="A living room with a large TV mounted on the wall above a media console"
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
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
                {business.rating != null && `${business.rating} star rating · `}
                {countText(business.reviewCount)}+ satisfied customers
              </span>
            )}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            Professional TV Mounting in {business?.city}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-200">
            Any TV, any wall, wires hidden and every device connected. Exact prices before you book,
            same-day service 7 days a week, and booking takes about 3 minutes.
          </p>

          <div className="mt-8 grid gap-3 sm:max-w-lg sm:grid-cols-2">
            <Button
              size="lg"
              onClick={() => enterBuilder('builder')}
              className="bg-white text-blue-800 shadow-lg hover:bg-blue-50"
            >
              <Wrench aria-hidden />
              Mount Builder
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => enterBuilder('security-cameras')}
              className="border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white"
            >
              <Camera aria-hidden />
              Security Cameras
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white"
            >
              <Link to="/mount-depot">
                <ShoppingBag aria-hidden />
                Mount Depot
              </Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => enterBuilder('services')}
              className="border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white"
            >
              Other Services
            </Button>
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-slate-100">
            {TRUST_BADGES.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-1.5">
                <Icon className="size-4 text-green-400" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:w-72 lg:grid-cols-1">
          <div className="flex items-center gap-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-xl">
            <img
              src="/assets/badges/insured.svg"
              alt=""
              width={48}
              height={48}
              className="size-12"
            />
            <div>
              <p className="text-sm font-bold">Fully Insured</p>
              <p className="text-xs text-slate-600">
                {business?.insurer ? `by ${business.insurer}` : 'Licensed and bonded'}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-3 rounded-xl bg-white/95 p-4 text-slate-900 shadow-xl">
            <span className="text-3xl font-extrabold text-blue-800">{business?.rating ?? ''}</span>
            <div>
              {business?.rating != null && <StarRating rating={business.rating} />}
              <p className="mt-1 text-xs text-slate-600">
                {business && `From about ${countText(business.reviewCount)} reviews`}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
