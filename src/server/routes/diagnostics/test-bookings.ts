// The contact form test page's booking (store-staff-assistant.md "Demo and diagnostic pages"):
// the assistant's contact form, booked through the real booking service, but as a diagnostic
// booking (decisions.md, turn-3 section). The server decides the source from this route; the
// customer's POST /api/bookings cannot set it. Open like the page itself: it sends no mail and
// reveals no configuration.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { registerBookingCall } from '../bookings/index';

export const CONTACT_FORM_BOOKING_PATH = '/api/contact-form-test/booking';

export const testBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerBookingCall(app, ctx, { url: CONTACT_FORM_BOOKING_PATH, source: 'diagnostic' });
};
