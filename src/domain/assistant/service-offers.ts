// "Do you do soundbars?" asked beside another job (issue 26): yes, with each option's price from
// the engine, so the customer can pick one to add.
import { ADDITIONAL_SERVICES, type AdditionalServiceType } from '../catalog/additional-services';
import { calculateQuote } from '../pricing/calculate-quote';
import { formatMoney } from '../pricing/format-money';
import type { Messages } from './messages';

function optionPrice(type: AdditionalServiceType, option: string): number | undefined {
  const result = calculateQuote({
    tvs: [],
    additionalServices: [{ type, option, quantity: 1 }],
  });
  return result.ok ? result.quote.totalCents : undefined;
}

export function serviceOfferText(type: AdditionalServiceType, messages: Messages): string {
  const service = ADDITIONAL_SERVICES[type];
  const options = service.options.flatMap((option) => {
    const cents = optionPrice(type, option.key);
    return cents === undefined ? [] : [`${option.label} ${formatMoney(cents)}`];
  });
  return messages.serviceOffer(service.name, options.join(', '));
}
