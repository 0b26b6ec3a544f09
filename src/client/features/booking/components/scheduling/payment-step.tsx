import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CalendarClock, CreditCard, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale } from '@/client/i18n/use-locale';
import { afterpayPlanText } from '@/domain/pricing/afterpay';
import type { PaymentMethod } from '@/domain/schemas/booking';

/**
 * The three ways to pay, in the order they are offered; Afterpay's line depends on the total
 * (the domain's plan text, in the page's language).
 */
const METHODS: readonly {
  value: PaymentMethod;
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor | 'afterpay-plan';
}[] = [
  {
    value: 'card',
    icon: CreditCard,
    title: msg`Credit or Debit Card`,
    text: msg`Pay securely now to confirm your appointment.`,
  },
  { value: 'afterpay', icon: CalendarClock, title: msg`Afterpay`, text: 'afterpay-plan' },
  {
    value: 'cash',
    icon: Banknote,
    title: msg`Cash`,
    text: msg`Pay cash when service is completed`,
  },
];

export function PaymentStep({
  method,
  totalCents,
  onMethod,
  actions,
}: {
  method: PaymentMethod;
  totalCents: number;
  onMethod: (method: PaymentMethod) => void;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">
          <Trans>Payment method</Trans>
        </legend>
        {METHODS.map(({ value, icon: Icon, title, text }) => (
          <label
            key={value}
            className="flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border-2 bg-card p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="payment-method"
              value={value}
              checked={method === value}
              onChange={() => onMethod(value)}
              className="size-4 accent-[var(--primary)]"
            />
            <span className="text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="flex-1">
              <span className="block font-semibold">{t(title)}</span>
              <span className="block text-sm text-muted-foreground">
                {text === 'afterpay-plan' ? afterpayPlanText(totalCents, locale) : t(text)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {actions}
    </div>
  );
}
