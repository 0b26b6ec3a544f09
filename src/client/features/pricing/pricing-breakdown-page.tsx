import { pagePath } from '@/domain/site/paths';
import { Link } from 'react-router';
import { PrintGuideButton } from './components/print-guide-button';
import { ReferenceSectionCard } from './components/reference-section-card';
import { pricingReference } from './pricing-reference';

const SECTIONS = pricingReference();

/** The complete pricing breakdown (store-staff-assistant.md section 2): the engine's own tables. */
export default function PricingBreakdownPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Complete Pricing Breakdown</h1>
          <p className="max-w-2xl text-muted-foreground">
            Every price and rule our quotes use, read straight from the price engine. Check a
            configuration on the{' '}
            <Link to={pagePath('pricingTest')} className="font-medium text-primary underline">
              pricing calculator test
            </Link>
            .
          </p>
        </div>
        <PrintGuideButton />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <ReferenceSectionCard key={section.id} section={section} />
        ))}
      </div>
    </div>
  );
}
