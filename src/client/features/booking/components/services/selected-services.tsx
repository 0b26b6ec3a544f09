import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { moveFocus } from '@/client/lib/move-focus';
import { findServiceOption } from '@/domain/catalog/additional-services';
import { serviceOptionName } from '@/domain/catalog/catalog-names';
import { formatMoney } from '@/domain/pricing/format-money';
import { useBooking } from '../../hooks/use-booking';
import { QUANTITY_LIMITS } from '../../state/booking-state';

/** 'Selected Services': quantity +/- (1 to 20), Remove, and the services total. */
export function SelectedServices() {
  const { state, dispatch } = useBooking();
  const { t } = useLingui();
  const locale = useLocale();
  const { names } = useCustomerWords();
  const lines = state.services.map((line) => {
    const unit = findServiceOption(line.type, line.option)?.priceCents ?? 0;
    return { ...line, name: serviceOptionName(line.type, line.option, names), unit };
  });
  const total = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  return (
    <section
      aria-labelledby="selected-services"
      className="rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="selected-services" tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Selected Services</Trans>
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>No services selected yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y">
          {lines.map(({ name, quantity, ...line }) => (
            <li key={line.id} className="space-y-2 py-3" aria-label={name}>
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-medium">{name}</span>
                <span className="font-semibold">{formatMoney(line.unit * quantity, locale)}</span>
              </div>
              <div className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9"
                  aria-label={t`Decrease quantity of ${name}`}
                  disabled={quantity <= QUANTITY_LIMITS.min}
                  onClick={() =>
                    dispatch({
                      type: 'set-service-quantity',
                      id: line.id,
                      quantity: quantity - 1,
                    })
                  }
                >
                  <Minus aria-hidden />
                </Button>
                <span className="w-8 text-center tabular-nums" aria-label={t`Quantity ${quantity}`}>
                  {quantity}
                </span>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9"
                  aria-label={t`Increase quantity of ${name}`}
                  disabled={quantity >= QUANTITY_LIMITS.max}
                  onClick={() =>
                    dispatch({
                      type: 'set-service-quantity',
                      id: line.id,
                      quantity: quantity + 1,
                    })
                  }
                >
                  <Plus aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto text-destructive"
                  aria-label={t`Remove ${name}`}
                  onClick={() => {
                    dispatch({ type: 'remove-service', id: line.id });
                    // The list after the removal, not the page body (issue 26).
                    moveFocus('selected-services');
                  }}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex justify-between border-t pt-3 font-bold">
        <span>
          <Trans>Total</Trans>
        </span>
        <span>{formatMoney(total, locale)}</span>
      </p>
    </section>
  );
}
