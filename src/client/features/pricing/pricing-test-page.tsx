import { pagePath } from '@/domain/site/paths';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { calculateQuote } from '@/domain/pricing/calculate-quote';
import { quoteRequestSchema } from '@/domain/schemas/quote';
import { SampleResultCard, type SampleRun } from './components/sample-result-card';
import { PricingPage } from './components/pricing-page';
import { SAMPLE_CONFIGURATIONS } from './sample-configurations';

/** Runs each sample through the shared schema (defaults applied) and the one price engine. */
function runSamples(): SampleRun[] {
  return SAMPLE_CONFIGURATIONS.map((sample) => ({
    sample,
    result: calculateQuote(quoteRequestSchema.parse(sample.request)),
  }));
}

/** The pricing calculator test (store-staff-assistant.md section 2). */
export default function PricingTestPage() {
  const runs = useMemo(() => runSamples(), []);
  const passed = runs.filter(
    (run) => run.result.ok && run.result.quote.totalCents === run.sample.expectedCents,
  ).length;
  return (
    <PricingPage
      title="Pricing Calculator Test"
      lead={
        <>
          <p className="max-w-2xl text-muted-foreground">
            Three sample configurations run through the price engine, each beside the total worked
            out by hand. See every price on the{' '}
            <Link to={pagePath('pricingBreakdown')} className="font-medium text-primary underline">
              complete pricing breakdown
            </Link>
            .
          </p>
          <p role="status" className="font-semibold">
            {passed} of {runs.length} configurations pass
          </p>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {runs.map((run, index) => (
          <SampleResultCard key={run.sample.name} run={run} index={index} />
        ))}
      </div>
    </PricingPage>
  );
}
