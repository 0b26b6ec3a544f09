// The card forms' two toasts (booking-flow.md section 8): a decline in its own words, or an error.
import { toast } from '@/client/components/ui/use-toast';

export const toastPaymentFailed = (description: string) =>
  toast({ title: 'Payment Failed', description, variant: 'destructive' });

export const toastPaymentError = (
  description = 'An unexpected error occurred. Please try again.',
) => toast({ title: 'Payment Error', description, variant: 'destructive' });
