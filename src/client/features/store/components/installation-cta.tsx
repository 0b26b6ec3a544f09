// The Installation Products Store's closing call: our technicians install what is bought here.
import { Trans } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import { pagePath } from '@/domain/site/paths';

export function InstallationCta() {
  return (
    <section className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-blue-700 p-6 text-white sm:flex-row sm:items-center">
      <Wrench className="size-10 shrink-0" aria-hidden />
      <div className="flex-1">
        <h2 className="text-xl font-bold">
          <Trans>Need Professional Installation</Trans>
        </h2>
        <p className="text-blue-50">
          <Trans>
            Our insured technicians mount and wire everything you buy here, same day when you need
            it.
          </Trans>
        </p>
      </div>
      <Link to={pagePath('book')} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
        <Trans>Get Installation Quote</Trans>
      </Link>
    </section>
  );
}
