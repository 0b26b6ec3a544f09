import { Banknote, CalendarClock, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { afterpayPlanText } from '@/domain/pricing/afterpay';
import type { PaymentMethod } from '@/domain/schemas/booking';

function MethodOption({
  value,
  selected,
  icon,
  title,
  text,
  onSelect,
}: {
  value: PaymentMethod;
  selected: boolean;
  icon: ReactNode;
  title: string;
  text: string;
  onSelect: (value: PaymentMethod) => void;
}) {
  return (
    <label className="flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border-2 bg-card p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={selected}
        onChange={() => onSelect(value)}
        className="size-4 accent-[var(--primary)]"
      />
      <span className="text-primary">{icon}</span>
      <span className="flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{text}</span>
      </span>
    </label>
  );
}

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
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">Payment method</legend>
        <MethodOption
          value="card"
          selected={method === 'card'}
          onSelect={onMethod}
          icon={<CreditCard className="size-6" aria-hidden />}
          title="Credit or Debit Card"
          text="Pay securely now to confirm your appointment."
        />
        <MethodOption
          value="afterpay"
          selected={method === 'afterpay'}
          onSelect={onMethod}
          icon={<CalendarClock className="size-6" aria-hidden />}
          title="Afterpay"
          text={afterpayPlanText(totalCents)}
        />
        <MethodOption
          value="cash"
          selected={method === 'cash'}
          onSelect={onMethod}
          icon={<Banknote className="size-6" aria-hidden />}
          title="Cash"
          text="Pay cash when service is completed"
        />
      </fieldset>
      {actions}
    </div>
  );
}
