// Demo reviews (demo mode only, never in production; docs/decisions/044): a few completed demo
// bookings in the past, done by the seeded technicians, each with its customer's review, so the
// landing page shows reviews from bookings after `npm start`. Running it twice adds nothing.
import { inArray } from 'drizzle-orm';
import { addDays, businessToday } from '../../domain/scheduling/business-time';
import type { Db } from './client';
import { bookings, reviews, staff } from './schema/index';

type DemoReview = {
  name: string;
  city: string;
  technician: 'mike' | 'sarah';
  daysAgo: number;
  rating: number;
  text: string;
};

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    name: 'Alicia Moreno',
    city: 'Charlotte',
    technician: 'mike',
    daysAgo: 3,
    rating: 5,
    text: 'Mike mounted our 65-inch TV over the fireplace and ran the wires inside the wall. Clean, quick and exactly the price we were quoted.',
  },
  {
    name: 'Derek Olsen',
    city: 'Matthews',
    technician: 'sarah',
    daysAgo: 6,
    rating: 5,
    text: 'Sarah found the studs behind our plaster wall and the TV is rock solid. She also set up the soundbar.',
  },
  {
    name: 'Keisha Brown',
    city: 'Huntersville',
    technician: 'mike',
    daysAgo: 10,
    rating: 4,
    text: 'Two TVs mounted in an hour and a half. Arrived at the end of the window, but called ahead.',
  },
  {
    name: 'Tom Nguyen',
    city: 'Concord',
    technician: 'sarah',
    daysAgo: 15,
    rating: 5,
    text: 'Booked online in a few minutes, and the apartment floor plan made it easy to pick the wall.',
  },
  {
    name: 'Gary Fields',
    city: 'Gastonia',
    technician: 'mike',
    daysAgo: 20,
    rating: 3,
    text: 'Good mount, but the cable cover is a different white from my wall.',
  },
];

const demoEmail = (index: number) => `demo-review-${index + 1}@example.com`;

export async function seedDemoReviews(db: Db, now = new Date()): Promise<void> {
  const emails = DEMO_REVIEWS.map((_, index) => demoEmail(index));
  const existing = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.email, emails))
    .limit(1);
  if (existing.length > 0) return;
  const technicians = await db.select({ id: staff.id, username: staff.username }).from(staff);
  const idOf = new Map(technicians.map((member) => [member.username, member.id]));
  const today = businessToday(now);
  await db.transaction(async (trx) => {
    for (const [index, review] of DEMO_REVIEWS.entries()) {
      const day = addDays(today, -review.daysAgo);
      const doneAt = new Date(`${day}T20:00:00Z`);
      const [booking] = await trx
        .insert(bookings)
        .values({
          name: review.name,
          email: demoEmail(index),
          phone: `(704) 555-02${String(index + 10)}`,
          address: `${100 + index * 12} Demo St, ${review.city}, NC`,
          city: review.city,
          state: 'NC',
          zipCode: '28202',
          serviceName: 'Living Room - 56-65 TV',
          tvSize: '56-65',
          wallType: 'drywall_studs',
          totalPrice: 12900,
          appointmentDate: day,
          appointmentTime: '10:00 AM',
          status: 'completed',
          paymentMethod: 'cash',
          paymentStatus: 'paid',
          assignedTechnicianId: idOf.get(review.technician) ?? null,
          createdAt: new Date(doneAt.getTime() - 5 * 24 * 3600 * 1000),
          updatedAt: doneAt,
        })
        .returning({ id: bookings.id });
      if (!booking) continue;
      await trx.insert(reviews).values({
        bookingId: booking.id,
        rating: review.rating,
        text: review.text,
        published: review.rating >= 4,
        createdAt: new Date(doneAt.getTime() + 2 * 3600 * 1000),
        updatedAt: new Date(doneAt.getTime() + 2 * 3600 * 1000),
      });
    }
  });
}
