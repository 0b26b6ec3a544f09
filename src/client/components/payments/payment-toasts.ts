// The card forms' two toasts (booking-flow.md section 8): a decline in its own words, or an error.
// Toasts follow a customer's action in the browser, never a server render, so they read the
// page's language from Lingui's shared instance, which main.tsx activated (issue 28).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '@/client/components/ui/use-toast';
import { sayPaymentSentence } from './payment-messages';

export const toastPaymentFailed = (description: string) =>
  toast({
    title: i18n._(msg`Payment Failed`),
    description: sayPaymentSentence(description, i18n),
    variant: 'destructive',
  });

export const toastPaymentError = (description?: string) =>
  toast({
    title: i18n._(msg`Payment Error`),
    description: description
      ? sayPaymentSentence(description, i18n)
      : i18n._(msg`An unexpected error occurred. Please try again.`),
    variant: 'destructive',
  });
