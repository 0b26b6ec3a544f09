import { pagePath } from '@/domain/site/paths';
import { Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useBusiness } from '@/client/lib/use-business';
import { isLicensed } from '@/domain/catalog/landing';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { SiteNavLinks } from './site-nav-links';
import { IconList } from '@/client/components/ui/icon-list';
import { InsuredBadge } from './insured-badge';
import { LanguageSwitch } from '@/client/i18n/language-switch';

const PROMISES = [
  'Same-day service available',
  'Lifetime warranty on mounting',
  'Bonded and insured',
  '24/7 AI chat assistant',
];

/** The footer (#contact): how to reach us, hours, and the insurance claim with the insurer. */
export function SiteFooter() {
  const business = useBusiness();
  return (
    <footer id="contact" className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={pagePath('home')}
            className="flex items-center gap-2 text-lg font-extrabold text-white"
          >
            <img src="/assets/logo.svg" alt="" width={36} height={36} loading="lazy" />
            {business?.name}
          </Link>
          <p className="mt-3 text-sm leading-relaxed">
            Professional TV mounting and home installation across the {business?.city} metro area.
            Exact prices up front, two-hour arrival windows.
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-blue-400" aria-hidden />
              <a href={business?.telHref} className="font-semibold text-white hover:underline">
                {business?.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-blue-400" aria-hidden />
              <a
                href={business ? `mailto:${business.email}` : undefined}
                className="break-all hover:underline"
              >
                {business?.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-blue-400" aria-hidden />
              <span>
                Hours: <span className="text-white">{BUSINESS_HOURS}</span>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-blue-400" aria-hidden />
              <span>Serving {business?.city} and surrounding areas</span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Our promise</h2>
          <IconList
            items={PROMISES}
            icon={ShieldCheck}
            className="mt-4 space-y-2 text-sm"
            iconClassName="text-green-400"
          />
          <p className="mt-4 flex items-center gap-3 rounded-lg bg-white/5 p-3 text-sm">
            <InsuredBadge size={40} lazy />
            <span>
              Fully insured by <span className="font-semibold text-white">{business?.insurer}</span>
            </span>
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Explore</h2>
          <nav aria-label="Footer">
            <SiteNavLinks
              className="mt-3 flex flex-col"
              linkClassName="inline-block rounded-md py-1.5 text-sm font-medium text-slate-300 transition-colors hover:text-white"
            />
            {/* Customers look a booking up by reference and e-mail (issue 15). */}
            <Link
              to={pagePath('track')}
              className="inline-block py-1.5 text-sm font-medium text-slate-300 hover:text-white"
            >
              Track your booking
            </Link>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-xs text-slate-400">
            © {new Date().getFullYear()} {business?.name}.{' '}
            {isLicensed(business)
              ? `Licensed (licence ${business?.licenseNumber.trim()}), bonded and insured.`
              : 'Bonded and insured.'}{' '}
            Prices shown are starting prices; your exact price is shown before you book.
          </p>
          <LanguageSwitch className="text-sm text-slate-200 hover:text-white" />
        </div>
      </div>
    </footer>
  );
}
