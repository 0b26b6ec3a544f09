import { pagePath } from '@/domain/site/paths';
import { Link } from 'react-router';
import { PricingPage } from './components/pricing-page';
import { ReferenceSectionCard } from './components/reference-section-card';
import { pricingReference } from './pricing-reference';

const SECTIONS = pricingReference();

/** The complete pricing breakdown (store-staff-assistant.md section 2): the engine's own tables. */
export default function PricingBreakdownPage() {
  return (
    <PricingPage
      title="Complete Pricing Breakdown"
      lead={
        <p className="max-w-2xl text-muted-foreground">
          Every price and rule our quotes use, read straight from the price engine. Check a
          configuration on the{' '}
          <Link to={pagePath('pricingTest')} className="font-medium text-primary underline">
            pricing calculator test
          </Link>
          .
        </p>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <ReferenceSectionCard key={section.id} section={section} />
        ))}
      </div>
    </PricingPage>
  );
}
