// The stored booking as the API shows it: no photo bytes, no internal columns.
import { formatMoney } from '../../domain/pricing/format-money';
import { AFTERPAY_SANDBOX_PATH, type BookingResponse } from '../../domain/schemas/booking';
import type { Quote } from '../../domain/schemas/quote';
import type { AppConfig } from '../config';
import type { BookingRow } from './repository';

/**
 * Where an afterpay booking's customer finishes paying. With no merchant id: our own labelled
 * sandbox page. With one: Afterpay's checkout with the merchant and amount (the spec's link).
 */
export function afterpayUrl(config: AppConfig, reference: string, totalCents: number): string {
  const amount = formatMoney(totalCents).replace(/[$,]/g, '');
  // The public reference, never the internal id (decisions.md "Public references").
  const params = new URLSearchParams({ reference, amount });
  if (!config.AFTERPAY_MERCHANT_ID) return `${AFTERPAY_SANDBOX_PATH}?${params}`;
  params.set('merchantId', config.AFTERPAY_MERCHANT_ID);
  return `https://portal.afterpay.com/us/checkout/?${params}`;
}

/** The 201 without the manage token: what an Idempotency-Key keeps for a replay. */
export type StoredBookingAnswer = Omit<BookingResponse, 'manageToken'>;

export function toBookingResponse(
  row: BookingRow,
  photoCount: number,
  config: AppConfig,
): StoredBookingAnswer {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPrice: row.totalPrice,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    locale: row.locale,
    smsOptIn: row.smsOptIn,
    holdExpiresAt: row.holdExpiresAt ? new Date(row.holdExpiresAt).toISOString() : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    unitNumber: row.unitNumber,
    propertyType: row.propertyType,
    notes: row.notes,
    zipCode: row.zipCode,
    city: row.city,
    state: row.state,
    serviceName: row.serviceName,
    tvSize: row.tvSize,
    wallType: row.wallType,
    mountOption: row.mountOption,
    wireInWall: row.wireInWall,
    deviceSetup: row.deviceSetup,
    sameDayService: row.sameDayService,
    tvs: row.tvs,
    additionalServices: row.additionalServices,
    priceBreakdown: row.priceBreakdown as Quote,
    apartmentComplex: row.apartmentComplex,
    floorPlanId: row.floorPlanId,
    floorPlanName: row.floorPlanName,
    apartmentRooms: row.apartmentRooms,
    photoCount,
    afterpayUrl:
      row.paymentMethod === 'afterpay' ? afterpayUrl(config, row.reference, row.totalPrice) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
