import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { toast } from '@/client/components/ui/use-toast';
import { useBusiness } from '@/client/lib/use-business';
import { printPricingGuide } from '../print-pricing-guide';
import { pricingReference } from '../reference/pricing-reference';

/** 'Print Pricing Guide': the whole reference in a new window, printed after 500 ms. */
export function PrintGuideButton() {
  const { t, i18n } = useLingui();
  const business = useBusiness();
  const { names } = useCustomerWords();
  function print() {
    if (!business) return;
    if (!printPricingGuide(pricingReference(i18n, names), business, i18n)) {
      toast({
        title: t`The guide could not open`,
        description: t`Allow pop-ups for this site, then try again.`,
        variant: 'destructive',
      });
    }
  }
  return (
    <Button type="button" variant="outline" onClick={print} disabled={!business}>
      <Printer aria-hidden="true" />
      <Trans>Print Pricing Guide</Trans>
    </Button>
  );
}
