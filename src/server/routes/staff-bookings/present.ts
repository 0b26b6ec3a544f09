// A booking row as staff see it: readable service lines, the TVs as booked, the complex by name,
// what to collect on site, and ISO times.
import {
  ADDITIONAL_SERVICES,
  findServiceOption,
  isAdditionalServiceType,
} from '../../../domain/catalog/additional-services';
import { findComplex } from '../../../domain/catalog/apartment-complexes/complexes';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { tvConfigSchema, type TvConfig } from '../../../domain/schemas/tv-config';
import type { StaffBookingRow } from './repository';

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

export function toStaffBooking(row: StaffBookingRow, positions: number[]): StaffBooking {
  const {
    additionalServices,
    createdAt,
    enRouteAt,
    cancelledAt,
    paymentCollectedAt,
    tvs: storedTvList,
    secondTechnicianId,
    ...rest
  } = row;
  const tvs = storedTvs(storedTvList);
  const live = row.status !== 'cancelled';
  return {
    ...rest,
    tvs,
    assignedTechnicianIds: [row.assignedTechnicianId, secondTechnicianId].filter(
      (id): id is number => id !== null,
    ),
    services: serviceLines(additionalServices),
    photoUrls: positions.map((p) => `/api/bookings/${row.id}/photos/${p}`),
    photoCount: positions.length,
    createdAt: createdAt.toISOString(),
    enRouteAt: enRouteAt?.toISOString() ?? null,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    paymentCollectedAt: paymentCollectedAt?.toISOString() ?? null,
    apartmentComplexName: row.apartmentComplex
      ? (findComplex(row.apartmentComplex)?.name ?? row.apartmentComplex)
      : null,
    twoTechnicians:
      row.largeTvAssistance === 'two_techs' ||
      tvs.some((tv) => tv.largeTvAssistance === 'two_techs'),
    collectCents:
      live && row.paymentMethod === 'cash' && row.paymentStatus === 'unpaid' ? row.totalPrice : 0,
  };
}
