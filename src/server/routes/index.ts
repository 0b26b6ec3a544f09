import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/index';
import { bookingRoutes } from './bookings/index';
import { bookingReleaseRoutes } from './bookings/release';
import { healthRoutes } from './health/index';
import { mapsRoutes } from './maps/index';
import { paymentRoutes } from './payments/index';
import { productRoutes } from './products/index';
import { quoteRoutes } from './quote/index';
import { staffBookingRoutes } from './staff-bookings/index';
import { technicianRoutes } from './technicians/index';
import { timeSlotRoutes } from './time-slots/index';

/** Every resource's routes, registered in one place. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { database: ctx.database });
  await app.register(productRoutes, { ctx });
  await app.register(quoteRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(technicianRoutes, { ctx });
  await app.register(staffBookingRoutes, { ctx });
  await app.register(timeSlotRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(bookingReleaseRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(mapsRoutes, { ctx });
}
