// Bookings as staff see them (the admin's lists, GET /api/bookings/{id}, the technician's jobs)
// and as every webhook carries them (decisions.md "Integrations": the staff view in each payload,
// no field lost between events): one presenter for both, so the two never drift.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookingPhotos, bookings, staff } from '../../db/schema/index';
import { productsOfBookings } from '../../services/stock';
import { NOT_LAPSED, SLOT_ORDER } from '../selection';
import { scopeCondition, type BookingScope } from '../staff-scope';
import { completionsOfBookings } from './completions';
import { textsOfBookings } from './texts';
import { toStaffBooking } from './present';

const collector = alias(staff, 'collector');
const second = alias(staff, 'second');

const listColumns = {
  id: bookings.id,
  reference: bookings.reference,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  address: bookings.address,
  unitNumber: bookings.unitNumber,
  propertyType: bookings.propertyType,
  notes: bookings.notes,
  zipCode: bookings.zipCode,
  city: bookings.city,
  state: bookings.state,
  serviceName: bookings.serviceName,
  tvSize: bookings.tvSize,
  wallType: bookings.wallType,
  wireInWall: bookings.wireInWall,
  deviceSetup: bookings.deviceSetup,
  sameDayService: bookings.sameDayService,
  wireCordHiders: bookings.wireCordHiders,
  fireplaceOutlet: bookings.fireplaceOutlet,
  largeTvAssistance: bookings.largeTvAssistance,
  frameMediaBoxType: bookings.frameMediaBoxType,
  homeTheaterSetup: bookings.homeTheaterSetup,
  floatingShelf: bookings.floatingShelf,
  mountOption: bookings.mountOption,
  mountType: bookings.mountType,
  tvs: bookings.tvs,
  additionalServices: bookings.additionalServices,
  totalPrice: bookings.totalPrice,
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  appointmentDate: bookings.appointmentDate,
  appointmentTime: bookings.appointmentTime,
  assignedTechnicianId: bookings.assignedTechnicianId,
  technicianName: staff.name,
  secondTechnicianId: bookings.secondTechnicianId,
  secondTechnicianName: second.name,
  status: bookings.status,
  apartmentComplex: bookings.apartmentComplex,
  floorPlanName: bookings.floorPlanName,
  source: bookings.source,
  locale: bookings.locale,
  smsOptIn: bookings.smsOptIn,
  createdAt: bookings.createdAt,
  enRouteAt: bookings.enRouteAt,
  cancelReason: bookings.cancelReason,
  cancelledAt: bookings.cancelledAt,
  paymentCollectedAt: bookings.paymentCollectedAt,
  paymentCollectedByName: collector.name,
};

export type ListOrder = 'newest' | 'schedule';
export type ListPage = { limit?: number | undefined; offset?: number | undefined };

function selectRows(db: Executor, where: SQL | undefined, order: ListOrder, page: ListPage) {
  const query = db
    .select(listColumns)
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.assignedTechnicianId))
    .leftJoin(second, eq(second.id, bookings.secondTechnicianId))
    .leftJoin(collector, eq(collector.id, bookings.paymentCollectedBy))
    .where(where)
    .orderBy(
      ...(order === 'schedule'
        ? [asc(bookings.appointmentDate), asc(SLOT_ORDER), asc(bookings.id)]
        : [desc(bookings.appointmentDate), desc(SLOT_ORDER), desc(bookings.id)]),
    )
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}
export type StaffBookingRow = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * Bookings as staff see them, with photo URLs (never photo bytes) and store products. Admins'
 * lists are newest appointment first; a technician's list in the order of the work (date, then
 * window). Lapsed card holds are left out unless `where` asks for them.
 */
export async function listBookings(
  db: Executor,
  scope: BookingScope,
  bookingId?: number,
  options: { where?: SQL | undefined; order?: ListOrder; page?: ListPage } = {},
): Promise<StaffBooking[]> {
  const rows = await selectRows(
    db,
    and(
      scopeCondition(scope),
      bookingId ? eq(bookings.id, bookingId) : (options.where ?? NOT_LAPSED),
    ),
    options.order ?? (scope.kind === 'technician' ? 'schedule' : 'newest'),
    options.page ?? {},
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const photos = await db
    .select({ bookingId: bookingPhotos.bookingId, position: bookingPhotos.position })
    .from(bookingPhotos)
    .where(inArray(bookingPhotos.bookingId, ids))
    .orderBy(asc(bookingPhotos.position));
  const byBooking = new Map<number, number[]>();
  for (const { bookingId, position } of photos) {
    // The query names booking ids: both are set (they are null only before a booking is stored).
    if (bookingId === null || position === null) continue;
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), position]);
  }
  const booked = await productsOfBookings(db, ids);
  const texts = await textsOfBookings(db, rows);
  const completions = await completionsOfBookings(db, ids);
  return rows.map((row) => ({
    ...toStaffBooking(row, byBooking.get(row.id) ?? []),
    products: booked.get(row.id) ?? [],
    sms: texts(row),
    completion: completions.get(row.id) ?? null,
  }));
}
