// A stored booking's JSON read back: the additional services as readable lines and the TVs as
// booked. Staff lists, technicians' e-mails and the customer's view all read them this way.
import {
  ADDITIONAL_SERVICES,
  findServiceOption,
  isAdditionalServiceType,
} from '../../domain/catalog/additional-services';
import { tvConfigSchema, type TvConfig } from '../../domain/schemas/tv-config';

/** additionalServices [{type, option, quantity}] -> "Ceiling Fan Installation: Fan with light kit x 1". */
export function serviceLines(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { type, option, quantity } = item as Record<string, unknown>;
    if (!isAdditionalServiceType(type)) return [];
    const label = typeof option === 'string' ? findServiceOption(type, option)?.label : undefined;
    const qty = typeof quantity === 'number' ? quantity : 1;
    return [`${ADDITIONAL_SERVICES[type].name}${label ? `: ${label}` : ''} x ${qty}`];
  });
}

/** The stored TV list, each TV as the engine priced it; anything unreadable is left out. */
export function storedTvs(value: unknown): TvConfig[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tv: unknown) => {
    const parsed = tvConfigSchema.safeParse(tv);
    return parsed.success ? [parsed.data] : [];
  });
}
