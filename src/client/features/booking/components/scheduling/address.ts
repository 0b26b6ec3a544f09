// Address helpers for the contact step (booking-flow.md section 5).
import { zipInAddress } from '@/domain/catalog/service-area';

/**
 * The ZIP of a typed address, with its +4: '... NC 28202-1234' -> '28202-1234'. The same reading
 * as the service-area check, so a five-digit house number is never taken for the ZIP.
 */
export function extractZip(address: string): string | undefined {
  return zipInAddress(address)?.full;
}

export interface AddressResult {
  readonly formattedAddress: string;
  readonly latitude?: number | undefined;
  readonly longitude?: number | undefined;
  readonly streetNumber?: string | undefined;
  readonly streetName?: string | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
  readonly zipCode?: string | undefined;
  readonly country?: string | undefined;
}
