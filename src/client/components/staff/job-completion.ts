import type { StaffBooking } from '@/domain/schemas/staff';

/**
 * The completion record in the staff booking view (decisions.md "Finishing a job: the record, the
 * receipt, the review"; the finish-server contract of issue 31). `photoUrls` and `signatureUrl`
 * are private: fetched with the staff token.
 */
export type JobCompletion = {
  note: string | null;
  customerAbsent: boolean;
  collectedCents: number | null;
  completedAt: string;
  completedBy: { id: number; name: string } | null;
  photoUrls: string[];
  signatureUrl: string | null;
};

/**
 * A booking's completion record, or null. The field joins the shared staff schema with the
 * server's side of issue 31; until then a view without it reads as "no record".
 */
export const completionOf = (booking: StaffBooking & { completion?: JobCompletion | null }) =>
  booking.completion ?? null;
