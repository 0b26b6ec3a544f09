import { Trans, useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button';
import { useBusiness } from '@/client/lib/use-business';
import { BUSINESS_HOURS_TEXT } from '@/client/components/layout/business-hours';
import { MountBuilderButton } from './mount-builder-button';

/** The last nudge before the footer: build the booking, or call. */
export function ClosingCta() {
  const { t } = useLingui();
  const business = useBusiness();
  const hours = t(BUSINESS_HOURS_TEXT);
  return (
    <section aria-labelledby="cta-title" className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans>Ready for a cleaner wall?</Trans>
          </h2>
          <p className="mt-2 text-blue-100">
            <Trans>Build your booking in about 3 minutes, or call us {hours}.</Trans>
          </p>
        </div>
        <div className="grid w-full gap-3 sm:flex sm:w-auto">
          <MountBuilderButton size="lg" className="bg-white text-blue-800 hover:bg-blue-50">
            <Trans>Start Mount Builder</Trans>
          </MountBuilderButton>
          <a
            href={business?.telHref}
            className={buttonClass(
              { variant: 'outline', size: 'lg' },
              'border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white',
            )}
          >
            <Phone aria-hidden />
            {business?.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
