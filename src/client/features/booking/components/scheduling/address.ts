// Address helpers for the contact step (booking-flow.md section 5).

/** The first 5-digit group, optionally followed by -4 digits: '... NC 28202-1234' -> '28202-1234'. */
export function extractZip(address: string): string | undefined {
  return /\b\d{5}(?:-\d{4})?\b/.exec(address)?.[0];
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
