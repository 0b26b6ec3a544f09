// From a validated booking draft to what gets priced and stored (decisions.md "Bookings").
import { roomName } from '../../domain/catalog/tv-names';
import { customerWordsFor } from '../../domain/catalog/customer-words-for';
import { checkServiceArea, type ServiceArea } from '../../domain/catalog/service-area';
import { isTvSize } from '../../domain/catalog/tv-sizes';
import { isWallType } from '../../domain/catalog/wall-types';
import { normalizeTv } from '../../domain/pricing/normalize-tv';
import type { BookingDraft, PropertyType } from '../../domain/schemas/booking';
import type { Locale } from '../../domain/site/locales';
import type { ServiceSelection } from '../../domain/schemas/quote';
import { tvConfigSchema, type TvConfig } from '../../domain/schemas/tv-config';
import { fieldError, HttpError } from '../plugins/errors';

/** The room of a flat-only draft: its own `room`, else the '{room} - {size} TV' service name. */
function flatRoom(draft: BookingDraft): string {
  if (draft.room) return draft.room;
  const fromName = draft.serviceName?.match(/^(.+?) - \S+ TV$/)?.[1]?.trim();
  return fromName && fromName.length <= 80 ? fromName : 'Not specified';
}

/**
 * A draft with only the flat fields of one TV (diagnostic page, assistant) is that one TV with
 * the builder's defaults (mount purchase, fixed, customer_help). cableManagement reads as wire
 * cord hiders, the builder's cable-management add-on.
 */
function tvFromFlatFields(draft: BookingDraft): TvConfig {
  if (!isTvSize(draft.tvSize)) {
    throw fieldError('tvSize', 'Choose one TV size, or send the TVs as the structured tvs list');
  }
  if (!isWallType(draft.wallType)) {
    throw fieldError(
      'wallType',
      'Choose one wall type, or send the TVs as the structured tvs list',
    );
  }
  return tvConfigSchema.parse({
    tvSize: draft.tvSize,
    wallType: draft.wallType,
    room: flatRoom(draft),
    wireInWall: draft.wireInWall ?? false,
    wireCordHiders: draft.cableManagement ?? false,
    deviceSetup: draft.deviceSetup ?? false,
    sameDayService: draft.sameDayService ?? false,
    mountOption: draft.mountOption ?? 'purchase',
  });
}

/**
 * The TVs to price. In an apartment booking a TV without a complex is in the booking's complex
 * (the builder carries it over); a TV naming another complex is refused. Not yet normalised.
 */
export function tvsOfDraft(draft: BookingDraft): TvConfig[] {
  let tvs = draft.tvs;
  if (tvs.length === 0 && draft.tvSize) {
    tvs = [tvFromFlatFields(draft)];
  }
  const complex = draft.apartmentComplex ?? tvs.find((tv) => tv.apartmentComplex)?.apartmentComplex;
  if (!complex) return tvs;
  return tvs.map((tv, index) => {
    if (tv.apartmentComplex && tv.apartmentComplex !== complex) {
      throw fieldError(
        `tvs.${index}.apartmentComplex`,
        'Every TV of an apartment booking must be in the same complex',
      );
    }
    return { ...tv, apartmentComplex: complex };
  });
}

export function apartmentComplexOf(tvs: readonly TvConfig[], draft: BookingDraft): string | null {
  return draft.apartmentComplex ?? tvs.find((tv) => tv.apartmentComplex)?.apartmentComplex ?? null;
}

/** decisions.md "Property type and unit number": a booking in a listed complex is an apartment. */
export function propertyTypeOf(
  draft: BookingDraft,
  apartmentComplex: string | null,
): PropertyType | null {
  return apartmentComplex ? 'apartment' : (draft.propertyType ?? null);
}

/** The unit number is required for apartments, optional for houses and businesses. */
export function checkUnitNumber(draft: BookingDraft, propertyType: PropertyType | null): void {
  if (!draft.unitNumber && propertyType === 'apartment') {
    throw fieldError('unitNumber', 'Enter your apartment or unit number');
  }
}

/**
 * decisions.md "Service area": an address whose ZIP is outside the business settings' list is
 * refused, naming the ZIP and offering the phone number.
 */
export function checkAddressInServiceArea(draft: BookingDraft, area: ServiceArea): void {
  const check = checkServiceArea(area, draft.address, draft.zipCode);
  if (!check.ok) throw fieldError('address', check.message);
}

export function checkSomethingBooked(tvs: readonly TvConfig[], draft: BookingDraft): void {
  if (tvs.length === 0 && draft.additionalServices.length === 0 && draft.products.length === 0) {
    throw new HttpError(400, 'tvs: Add at least one TV or service', {
      tvs: 'Add at least one TV or service',
    });
  }
}

/** The builder's service name (booking-flow.md section 3), when the draft does not bring one. */
/** The service name of a booking that sent none, in the booking's language (issue 28). */
export function serviceNameOf(
  tvs: readonly TvConfig[],
  services: readonly ServiceSelection[],
  locale: Locale = 'en',
) {
  const names = customerWordsFor(locale).names;
  const words = names.serviceName;
  const room = (tv: TvConfig) => roomName(tv.room, names);
  const [first] = tvs;
  if (first && tvs.length === 1) return words.oneTv(room(first), first.tvSize);
  if (tvs.length > 1) {
    return words.multiTv(tvs.map((tv) => `${room(tv)} (${tv.tvSize})`).join(', '));
  }
  const serviceNames = [...new Set(services.map((s) => names.services[s.type].name))];
  return serviceNames.length > 0
    ? words.servicesOnly(serviceNames.join(', '))
    : words.storeProducts;
}

/** The flat display columns, from the TVs as priced (comma-joined with several TVs). */
export function displayFields(tvs: readonly TvConfig[]) {
  const normalized = tvs.map(normalizeTv);
  const any = (pick: (tv: TvConfig) => boolean) => normalized.some(pick);
  const first = normalized[0];
  return {
    tvs: normalized,
    tvSize: normalized.map((tv) => tv.tvSize).join(', '),
    wallType: normalized.map((tv) => tv.wallType).join(', '),
    wireInWall: any((tv) => tv.wireInWall),
    deviceSetup: any((tv) => tv.deviceSetup),
    sameDayService: any((tv) => tv.sameDayService),
    wireCordHiders: any((tv) => tv.wireCordHiders),
    fireplaceOutlet: any((tv) => tv.fireplaceOutlet),
    homeTheaterSetup: any((tv) => tv.homeTheaterSetup),
    largeTvAssistance: any((tv) => tv.largeTvAssistance === 'two_techs')
      ? 'two_techs'
      : 'customer_help',
    frameMediaBoxType:
      normalized.find((tv) => tv.frameMediaBoxType !== 'none')?.frameMediaBoxType ?? 'none',
    floatingShelf: any((tv) => tv.floatingShelf === 'single') ? 'single' : '',
    mountOption: first?.mountOption ?? 'purchase',
    mountType: first?.mountType ?? 'fixed',
  };
}
