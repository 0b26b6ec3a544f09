import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  Building2,
  CalendarCheck,
  Clock,
  Headset,
  ShieldCheck,
  Star,
  Timer,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useBusiness } from '@/client/lib/use-business';
import { landingClaims } from '@/domain/catalog/landing-sections';
import { claimWords } from '../words/claim-words';

const ICONS: Record<string, LucideIcon> = {
  'same-day': CalendarCheck,
  warranty: BadgeCheck,
  insured: ShieldCheck,
  rating: Star,
  customers: Wrench,
  'quick-booking': Timer,
  hours: Clock,
  'voice-assistant': Headset,
  apartments: Building2,
};

/** A detail opens its line: the hours, written to sit inside a sentence, with a capital. */
const startOfLine = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every claim of booking-flow.md section 1: counts from the business settings and the catalog. */
export function ClaimsSection() {
  const { t } = useLingui();
  const business = useBusiness();
  return (
    <section aria-labelledby="claims-title" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2
          id="claims-title"
          className="text-center text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
        >
          <Trans>Why Charlotte Trusts Us With Their Walls</Trans>
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {(business ? landingClaims(business) : []).map((claim) => {
            const Icon = ICONS[claim.key] ?? BadgeCheck;
            const words = business && claimWords(claim, business);
            return (
              <li
                key={claim.key}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-col"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blue-50 text-blue-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-bold text-slate-900">
                    {words ? t(words.title) : claim.title}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {words ? startOfLine(t(words.detail)) : claim.detail}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
