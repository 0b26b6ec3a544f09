import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerStaffRoutes } from '../plugins/staff-routes';
import { assistantRoutes } from './assistant/index';
import { authRoutes } from './auth/index';
import { bookingPhotoRoutes } from './booking-photos/index';
import { businessRoutes, businessStaffRoutes } from './business/index';
import { calendarFeedRoutes, calendarLinkRoutes } from './calendar-feeds/index';
import { logoutRoutes } from './auth/logout';
import { bookingRoutes, testBookingRoutes } from './bookings/index';
import { bookingReleaseRoutes } from './bookings/release';
import { diagnosticsRoutes } from './diagnostics/index';
import { customerEventRoutes, staffEventRoutes } from './events/index';
import { healthRoutes } from './health/index';
import { jobPhotoRoutes } from './job-photos/index';
import { manageRoutes } from './manage/index';
import { modelRoutes } from './models/index';
import { mapsRoutes } from './maps/index';
import { outboxRoutes } from './outbox/index';
import { paymentRoutes } from './payments/index';
import { productRoutes } from './products/index';
import { placeholderRoutes } from './products/placeholder';
import { productStaffRoutes } from './products/staff';
import { productImageRoutes, productImageUploadRoutes } from './product-images/index';
import { quoteRoutes } from './quote/index';
import { reviewRoutes, reviewStaffRoutes } from './reviews/index';
import { scheduleRoutes } from './schedule/index';
import { smsRoutes } from './sms/index';
import { statsRoutes } from './stats/index';
import { storeOrderRoutes } from './store-orders/index';
import { storeOrderStaffRoutes } from './store-orders/staff';
import { staffBookingRoutes } from './staff-bookings/index';
import { jobCompletionRoutes } from './staff-bookings/completion';
import { technicianRoutes } from './technicians/index';
import { timeSlotRoutes } from './time-slots/index';
import { webhookEndpointRoutes } from './webhook-endpoints/index';

/** Every resource's routes, registered in one place. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { database: ctx.database });
  await app.register(productRoutes, { ctx });
  await app.register(productImageRoutes, { ctx });
  await app.register(placeholderRoutes);
  await app.register(modelRoutes);
  await app.register(quoteRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(timeSlotRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(bookingPhotoRoutes, { ctx });
  await app.register(bookingReleaseRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(storeOrderRoutes, { ctx });
  await app.register(manageRoutes, { ctx });
  await app.register(reviewRoutes, { ctx });
  await app.register(customerEventRoutes, { ctx });
  await app.register(mapsRoutes, { ctx });
  await app.register(assistantRoutes, { ctx });
  await app.register(businessRoutes, { ctx });
  // The staff's calendar feeds: the secret in the link is their only key (decision 049).
  await app.register(calendarFeedRoutes, { ctx });
  // Twilio's webhooks: signed by Twilio (403 otherwise), form-encoded in their own context.
  await app.register(smsRoutes, { ctx });
  // Diagnostics reveal configuration and test mail: open in demo mode, admin-only in production
  // (decisions.md "Demo and diagnostic pages").
  if (ctx.config.isProduction) await registerStaffRoutes(app, ctx, [diagnosticsRoutes]);
  else await app.register(diagnosticsRoutes, { ctx });
  // The contact form test page's booking too: its bookings are marked diagnostic, and in
  // production only an admin may make them (decisions.md "Holding up under abuse").
  if (ctx.config.isProduction) await registerStaffRoutes(app, ctx, [testBookingRoutes]);
  else await app.register(testBookingRoutes, { ctx });
  // Staff routes go in this list only: one encapsulated context authenticates them (onRequest,
  // before the body is read) and checks the role; admin only unless a route says ANY_STAFF.
  // See docs/decisions/009-staff-auth-order.md.
  await registerStaffRoutes(app, ctx, [
    logoutRoutes,
    technicianRoutes,
    staffBookingRoutes,
    jobCompletionRoutes,
    jobPhotoRoutes,
    productStaffRoutes,
    productImageUploadRoutes,
    storeOrderStaffRoutes,
    outboxRoutes,
    scheduleRoutes,
    statsRoutes,
    businessStaffRoutes,
    staffEventRoutes,
    reviewStaffRoutes,
    calendarLinkRoutes,
    webhookEndpointRoutes,
  ]);
}
