import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useBusiness } from '@/client/lib/use-business';
import { isLicensed } from '@/domain/catalog/landing';
import { SiteNavLinks } from './site-nav-links';
import { IconList } from '@/client/components/ui/icon-list';
import { BUSINESS_HOURS_TEXT } from './business-hours';
import { InsuredBadge } from './insured-badge';
import { LanguageSwitch } from '@/client/i18n/language-switch';

const PROMISES = [
  msg`Same-day service available`,
  msg`Lifetime warranty on mounting`,
  msg`Bonded and insured`,
  msg`24/7 AI chat assistant`,
];

/** The footer (#contact): how to reach us, hours, and the insurance claim with the insurer. */
export function SiteFooter() {
  const { t } = useLingui();
  const business = useBusiness();
  const city = business?.city;
  const insurer = business?.insurer;
  const year = new Date().getFullYear();
  const name = business?.name;
  const licence = business?.licenseNumber.trim();
  const hours = t(BUSINESS_HOURS_TEXT);
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
            <Trans>
              Professional TV mounting and home installation across the {city} metro area. Exact
              prices up front, two-hour arrival windows.
            </Trans>
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            <Trans>Contact</Trans>
          </h2>
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
                <Trans>
                  Hours: <span className="text-white">{hours}</span>
                </Trans>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-blue-400" aria-hidden />
              <span>
                <Trans>Serving {city} and surrounding areas</Trans>
              </span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            <Trans>Our promise</Trans>
          </h2>
          <IconList
            items={PROMISES.map((promise) => t(promise))}
            icon={ShieldCheck}
            className="mt-4 space-y-2 text-sm"
            iconClassName="text-green-400"
          />
          <p className="mt-4 flex items-center gap-3 rounded-lg bg-white/5 p-3 text-sm">
            <InsuredBadge size={40} lazy />
            <span>
              <Trans>
                Fully insured by <span className="font-semibold text-white">{insurer}</span>
              </Trans>
            </span>
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">
            <Trans>Explore</Trans>
          </h2>
          <nav aria-label={t`Footer`}>
            <SiteNavLinks
              className="mt-3 flex flex-col"
              linkClassName="inline-block rounded-md py-1.5 text-sm font-medium text-slate-300 transition-colors hover:text-white"
            />
            {/* Customers look a booking up by reference and e-mail (issue 15). */}
            <Link
              to={pagePath('track')}
              className="inline-block py-1.5 text-sm font-medium text-slate-300 hover:text-white"
            >
              <Trans>Track your booking</Trans>
            </Link>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-xs text-slate-400">
            © {year} {name}.{' '}
            {isLicensed(business)
              ? t`Licensed (licence ${licence}), bonded and insured.`
              : t`Bonded and insured.`}{' '}
            <Trans>
              Prices shown are starting prices; your exact price is shown before you book.
            </Trans>
          </p>
          <LanguageSwitch className="text-sm text-slate-200 hover:text-white" />
        </div>
      </div>
    </footer>
  );
}
