// A booking is confirmed to its customer (at once for cash and afterpay, on payment for a card):
// the customer's confirmation with the manage link and .ics (and, when the customer opted in, the
// confirmation text), and a note to every active admin.
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staff } from '../db/schema/index';
import { enqueueEmail } from '../services/mailer/outbox';
import type { ManageLinks } from '../services/manage-links';
import { bookingConfirmationEmail } from './templates/booking';
import { newBookingAdminEmail } from './templates/lifecycle';
import { customerText } from './texts/booking-texts';
import { enqueueText } from '../services/sms/texts';
import type { BookingRow } from '../bookings/repository';

export async function enqueueBookingConfirmed(
  trx: Executor,
  booking: BookingRow,
  links: ManageLinks,
): Promise<void> {
  await enqueueEmail(trx, bookingConfirmationEmail(booking, links));
  const text = customerText(booking, links, 'confirmation', (t, facts) => t.confirmation(facts));
  if (text) await enqueueText(trx, text);
  for (const admin of await activeAdmins(trx)) {
    await enqueueEmail(trx, newBookingAdminEmail(booking, admin, links));
  }
}

/** Every active admin with an e-mail address. */
export async function activeAdmins(trx: Executor): Promise<{ name: string; email: string }[]> {
  return trx
    .select({ name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.isActive, true), ne(staff.email, '')));
}
