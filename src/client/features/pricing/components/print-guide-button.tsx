import { Printer } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { printPricingGuide } from '../print-pricing-guide';
import { pricingReference } from '../pricing-reference';

/** 'Print Pricing Guide': the whole reference in a new window, printed after 500 ms. */
export function PrintGuideButton() {
  function print() {
    if (!printPricingGuide(pricingReference())) {
      toast({
        title: 'The guide could not open',
        description: 'Allow pop-ups for this site, then try again.',
        variant: 'destructive',
      });
    }
  }
  return (
    <Button type="button" variant="outline" onClick={print}>
      <Printer aria-hidden="true" />
      Print Pricing Guide
    </Button>
  );
}
