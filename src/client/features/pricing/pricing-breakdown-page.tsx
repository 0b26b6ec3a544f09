import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { PricingPage } from './components/pricing-page';
import { ReferenceSectionCard } from './components/reference-section-card';
import { pricingReference } from './reference/pricing-reference';

/**
 * The complete pricing breakdown (store-staff-assistant.md section 2): the engine's own tables.
 * Rendered on the server too (/pricing-breakdown, /es/pricing-breakdown): its words come from the
 * page's Lingui instance (useLingui), never the shared one.
 */
export default function PricingBreakdownPage() {
  const { t, i18n } = useLingui();
  const { names } = useCustomerWords();
  const sections = useMemo(() => pricingReference(i18n, names), [i18n, names]);
  return (
    <PricingPage
      title={t`Complete Pricing Breakdown`}
      lead={
        <p className="max-w-2xl text-muted-foreground">
          <Trans>
            Every price and rule our quotes use, read straight from the price engine. Check a
            configuration on the{' '}
            <Link to={pagePath('pricingTest')} className="font-medium text-primary underline">
              pricing calculator test
            </Link>
            .
          </Trans>
        </p>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        {sections.map((section) => (
          <ReferenceSectionCard key={section.id} section={section} />
        ))}
      </div>
    </PricingPage>
  );
}
