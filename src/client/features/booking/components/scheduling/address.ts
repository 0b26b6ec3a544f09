// Address helpers for the contact step (booking-flow.md section 5).
import { zipInAddress } from '@/domain/catalog/service-area';
import type { PlaceDetails } from '../../state/booking-state';

/**
 * The ZIP of a typed address, with its +4: '... NC 28202-1234' -> '28202-1234'. The same reading
 * as the service-area check, so a five-digit house number is never taken for the ZIP.
 */
export function extractZip(address: string): string | undefined {
  return zipInAddress(address)?.full;
}

export interface AddressResult extends PlaceDetails {
  readonly formattedAddress: string;
  readonly streetNumber?: string | undefined;
  readonly streetName?: string | undefined;
  readonly country?: string | undefined;
}
