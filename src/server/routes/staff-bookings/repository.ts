// Bookings as staff see them. Every read and write takes a scope: a technician's scope is part of
// the WHERE clause itself, so a technician's query cannot reach another technician's booking.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ADDITIONAL_SERVICES,
  findServiceOption,
  isAdditionalServiceType,
} from '../../../domain/catalog/additional-services';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookingPhotos, bookings, staff } from '../../db/schema/index';
import { productsOfBookings } from '../store-orders/stock';

export type BookingScope = { kind: 'all' } | { kind: 'technician'; technicianId: number };

export function scopeCondition(scope: BookingScope): SQL | undefined {
  return scope.kind === 'technician'
    ? eq(bookings.assignedTechnicianId, scope.technicianId)
    : undefined;
}

const listColumns = {
  id: bookings.id,
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
  additionalServices: bookings.additionalServices,
  totalPrice: bookings.totalPrice,
  paymentMethod: bookings.paymentMethod,
  paymentStatus: bookings.paymentStatus,
  appointmentDate: bookings.appointmentDate,
  appointmentTime: bookings.appointmentTime,
  assignedTechnicianId: bookings.assignedTechnicianId,
  technicianName: staff.name,
  status: bookings.status,
  apartmentComplex: bookings.apartmentComplex,
  floorPlanName: bookings.floorPlanName,
  createdAt: bookings.createdAt,
  enRouteAt: bookings.enRouteAt,
};

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.assignedTechnicianId))
    .where(where)
    .orderBy(desc(bookings.appointmentDate), desc(bookings.id));
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** additionalServices [{type, option, quantity}] -> "Ceiling Fan Installation: Fan with light kit x 1". */
function serviceLines(value: unknown): string[] {
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

function toStaffBooking(row: Row, positions: number[]): StaffBooking {
  const { additionalServices, createdAt, enRouteAt, ...rest } = row;
  return {
    ...rest,
    services: serviceLines(additionalServices),
    photoUrls: positions.map((p) => `/api/bookings/${row.id}/photos/${p}`),
    photoCount: positions.length,
    createdAt: createdAt.toISOString(),
    enRouteAt: enRouteAt?.toISOString() ?? null,
  };
}

/** The bookings in scope, newest appointment first, with photo URLs (never photo bytes). */
export async function listBookings(
  db: Executor,
  scope: BookingScope,
  bookingId?: number,
): Promise<StaffBooking[]> {
  const rows = await selectRows(
    db,
    and(scopeCondition(scope), bookingId ? eq(bookings.id, bookingId) : undefined),
  );
  if (rows.length === 0) return [];
  const photos = await db
    .select({ bookingId: bookingPhotos.bookingId, position: bookingPhotos.position })
    .from(bookingPhotos)
    .where(
      inArray(
        bookingPhotos.bookingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(bookingPhotos.position));
  const byBooking = new Map<number, number[]>();
  for (const { bookingId, position } of photos) {
    // The query names booking ids: both are set (they are null only before a booking is stored).
    if (bookingId === null || position === null) continue;
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), position]);
  }
  const booked = await productsOfBookings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toStaffBooking(row, byBooking.get(row.id) ?? []),
    products: booked.get(row.id) ?? [],
  }));
}

/** One photo's bytes, only when its booking is in scope. */
export async function findPhoto(
  db: Executor,
  scope: BookingScope,
  bookingId: number,
  position: number,
) {
  const [row] = await db
    .select({
      contentType: bookingPhotos.contentType,
      bytes: bookingPhotos.bytes,
      uploadId: bookingPhotos.uploadId,
    })
    .from(bookingPhotos)
    .innerJoin(bookings, eq(bookings.id, bookingPhotos.bookingId))
    .where(
      and(
        eq(bookingPhotos.bookingId, bookingId),
        eq(bookingPhotos.position, position),
        scopeCondition(scope),
      ),
    );
  return row;
}

/** The whole booking row, locked for the change, when it is in the caller's scope. */
export async function findBookingForUpdate(db: Executor, scope: BookingScope, id: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), scopeCondition(scope)))
    .for('update');
  return row;
}

export async function bookingExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return row !== undefined;
}
