// What a booking's receipt says, read from the database: the business's facts, the booking's
// stored breakdown and payment, and the technician's first name (the lead technician, else the
// staff member who completed it). A receipt exists once the job is completed (409 before).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { BusinessFacts } from '../../../domain/schemas/business';
import type { BookingRow } from '../../bookings/repository';
import { techniciansById } from '../../bookings/technicians';
import type { Executor } from '../../db/client';
import { jobCompletions, payments } from '../../db/schema/index';
import { fullAddress } from '../../notifications/templates/booking';
import { firstNameOf } from '../../notifications/texts/booking-texts';
import { HttpError } from '../../plugins/errors';
import type { OutboxAttachment } from '../mailer/outbox';
import { buildReceipt, type ReceiptFacts } from './build-receipt';
import { receiptLines } from './lines';

export const RECEIPT_NOT_YET = 'The receipt is ready once the job is completed';

/** "receipt-CTM-XXXXXX.pdf". */
export const receiptFileName = (reference: string) => `receipt-${reference}.pdf`;

/** The PDF inline, named receipt-CTM-XXXXXX.pdf, never cached by a shared cache. */
export function sendReceipt(reply: FastifyReply, reference: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${receiptFileName(reference)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** When the money came: collected on site, else the card payment's success. */
async function paidAt(db: Executor, booking: BookingRow): Promise<Date | null> {
  if (booking.paymentStatus !== 'paid') return null;
  if (booking.paymentCollectedAt) return booking.paymentCollectedAt;
  const [payment] = await db
    .select({ at: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment?.at ?? null;
}

async function technicianFirstName(db: Executor, booking: BookingRow): Promise<string | null> {
  const [completion] = await db
    .select({ by: jobCompletions.completedBy })
    .from(jobCompletions)
    .where(eq(jobCompletions.bookingId, booking.id));
  const ids = [booking.assignedTechnicianId, completion?.by ?? null].filter(
    (id): id is number => id !== null,
  );
  const [person] = await techniciansById(db, ids);
  return firstNameOf(person?.name);
}

export async function receiptFacts(
  db: Executor,
  booking: BookingRow,
  business: BusinessFacts,
): Promise<ReceiptFacts> {
  return {
    business,
    reference: booking.reference,
    locale: booking.locale,
    customerName: booking.name,
    jobAddress: fullAddress(booking, booking.locale),
    appointmentDate: booking.appointmentDate,
    technicianFirstName: await technicianFirstName(db, booking),
    lines: receiptLines(booking.priceBreakdown, booking.locale),
    totalCents: booking.totalPrice,
    paymentMethod: booking.paymentMethod,
    paid: booking.paymentStatus === 'paid',
    paidAt: await paidAt(db, booking),
  };
}

/** The completed booking's receipt PDF; 409 before the job is completed. */
export async function receiptOf(
  db: Executor,
  booking: BookingRow,
  business: BusinessFacts,
): Promise<Buffer> {
  if (booking.status !== 'completed') throw new HttpError(409, RECEIPT_NOT_YET);
  return buildReceipt(await receiptFacts(db, booking, business));
}

/** The receipt as the "job done" mail's attachment (base64, as the outbox stores files). */
export async function receiptAttachment(
  db: Executor,
  booking: BookingRow,
  business: BusinessFacts,
): Promise<OutboxAttachment> {
  return {
    filename: receiptFileName(booking.reference),
    contentType: 'application/pdf',
    contentBase64: (await receiptOf(db, booking, business)).toString('base64'),
  };
}
