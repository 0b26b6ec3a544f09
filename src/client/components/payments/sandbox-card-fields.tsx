// The built-in sandbox's card fields, shared by the booking's card step and the Secure Checkout /
// test pages: the test-mode notice, the three labelled fields, their checks and the mapping of
// the server's field errors onto them. Nothing real is charged through them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LabelledInput } from '@/client/components/ui/labelled-input';
import { cn } from '@/client/lib/utils';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { sayPaymentSentence } from './payment-messages';

export type CardInput = { cardNumber: string; expiry: string; cvc: string };
export type CardField = keyof CardInput;
export type CardFieldErrors = Partial<Record<CardField, string>>;
export type CardDetails = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

const EMPTY_CARD: CardInput = { cardNumber: '', expiry: '', cvc: '' };

/** Checks the fields before a call, in the page's language; the details only when nothing is wrong. */
export function checkCard(
  card: CardInput,
  i18n: I18n,
): { errors: CardFieldErrors; details?: CardDetails } {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
  const errors: CardFieldErrors = {};
  if (!card.cardNumber.trim()) errors.cardNumber = i18n._(msg`Enter your card number.`);
  if (!/^\d{1,2}$/.test(month) || !/^\d{2}(\d{2})?$/.test(year)) {
    errors.expiry = i18n._(msg`Enter the expiry as MM/YY.`);
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    errors.cvc = i18n._(msg`Enter the 3 or 4 digit security code.`);
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    details: {
      cardNumber: card.cardNumber.replace(/\D/g, ''),
      expMonth: Number(month),
      expYear: Number(year),
      cvc: card.cvc.trim(),
    },
  };
}

const FIELD_OF: Record<string, CardField> = {
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

/** The server's 400 `fieldErrors` (cardNumber, expMonth, expYear, cvc) on the form's fields. */
function cardErrorsFromServer(
  fieldErrors: Record<string, string> = {},
  i18n: I18n,
): CardFieldErrors {
  const errors: CardFieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const mapped = FIELD_OF[field];
    if (mapped) errors[mapped] = sayPaymentSentence(message, i18n);
  }
  return errors;
}

/** The fields' state: what is typed, the message beside each field, the check on sending. */
export function useCardEntry() {
  const { i18n } = useLingui();
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  return {
    /** Spread onto <CardFields>. */
    fields: { card, errors, onChange: setCard },
    /** Shows the card's problems beside its fields; the details when there are none. */
    check: (): CardDetails | undefined => {
      const checked = checkCard(card, i18n);
      setErrors(checked.errors);
      return checked.details;
    },
    /** The server's 400 field errors beside their fields. */
    showServerErrors: (fieldErrors?: Record<string, string>) =>
      setErrors(cardErrorsFromServer(fieldErrors, i18n)),
  };
}

export function TestModeNotice({ title }: { title: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="text-sm">
        <p className="font-bold">{title}</p>
        <p>
          <Trans>
            Use test card 4242 4242 4242 4242 with any future expiry and any 3-digit CVC. 4000 0000
            0000 0002 shows a declined card.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/** Each field formats what is typed, pasted or filled (card-format.ts). */
const FORMAT: Record<CardField, (raw: string, previous: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

const FIELDS: {
  key: CardField;
  label: MessageDescriptor;
  autoComplete: string;
  placeholder: MessageDescriptor | string;
}[] = [
  {
    key: 'cardNumber',
    label: msg`Card Number`,
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  {
    key: 'expiry',
    label: msg`Expiry (MM/YY)`,
    autoComplete: 'cc-exp',
    placeholder: msg({ message: 'MM/YY', comment: 'The expiry placeholder: month/year' }),
  },
  { key: 'cvc', label: msg`CVC`, autoComplete: 'cc-csc', placeholder: '123' },
];

/** Card number on its own row, then expiry and CVC (and `children`, e.g. a ZIP) side by side. */
export function CardFields({
  idPrefix,
  card,
  errors,
  onChange,
  children,
}: {
  idPrefix: string;
  card: CardInput;
  errors: CardFieldErrors;
  onChange: (card: CardInput) => void;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [number, ...rest] = FIELDS.map(({ key, label, autoComplete, placeholder }) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <LabelledInput
        key={key}
        id={id}
        label={i18n._(label)}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={typeof placeholder === 'string' ? placeholder : i18n._(placeholder)}
        value={card[key]}
        onChange={(e) => onChange({ ...card, [key]: FORMAT[key](e.target.value, card[key]) })}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </LabelledInput>
    );
  });
  return (
    <>
      {number}
      <div className={cn('grid grid-cols-2 gap-4', children && 'sm:grid-cols-3')}>
        {rest}
        {children}
      </div>
    </>
  );
}
