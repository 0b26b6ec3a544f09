// Diagnostics of the system-test and maps pages (store-staff-assistant.md section 7,
// decisions.md "Demo and diagnostic pages"). In production they reveal configuration or send
// mail, so they are registered as admin-only staff routes there (routes/index.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookableDates, isSlotPast, SLOT_LABELS } from '../../../domain/scheduling/business-time';
import { bookingDraftSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { providerSettings } from '../../services/assistant-provider';
import { openSmtp } from '../../services/mailer/smtp-transport';
import { createBooking } from '../../bookings/create';
import { cancelDiagnosticBooking } from '../../bookings/diagnostic-expiry';
import { hasRoom, loadSlots } from '../../bookings/slots';

/** store-staff-assistant.md section 9: the diagnostic test booking's price. */
export const TEST_BOOKING_PRICE_CENTS = 12900;
export const TEST_BOOKING_EMAIL = 'system-test@example.com';

export const testSendgridResponseSchema = z.object({
  success: z.boolean(),
  keyPrefix: z.string().nullable(),
  error: z.string().nullable(),
});

export const assistantDiagnosticSchema = z.object({
  provider: z.enum(['built-in', 'openai-compatible']),
  model: z.string().nullable(),
  avatarAgent: z.boolean(),
});

export const testBookingResponseSchema = z.object({
  id: z.int(),
  reference: z.string().nullable(),
  sentTotalPrice: z.int(),
  totalPrice: z.int(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  status: z.literal('cancelled'),
});

/** The SMTP server's scheme, host and port, never its user or password. */
export function smtpKeyPrefix(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'unreadable SMTP_URL';
  }
}

export const diagnosticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // "test-sendgrid" is the spec's name; it checks the configured SMTP delivery: connect, TLS,
  // sign in (nodemailer verify). No mail is sent.
  app.post(
    '/api/test-sendgrid',
    {
      schema: {
        body: z.object({}).strict().optional(),
        response: { 200: testSendgridResponseSchema },
      },
    },
    async () => {
      const smtpUrl = ctx.config.SMTP_URL;
      if (!smtpUrl) {
        return {
          success: false,
          keyPrefix: null,
          error: 'No SMTP_URL configured: e-mails are kept in the outbox table, not delivered',
        };
      }
      const transporter = openSmtp(smtpUrl, { connectMs: 10_000, socketMs: 15_000 });
      try {
        await transporter.verify();
        return { success: true, keyPrefix: smtpKeyPrefix(smtpUrl), error: null };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return {
          success: false,
          keyPrefix: smtpKeyPrefix(smtpUrl),
          error: `SMTP error: ${message.replaceAll(smtpUrl, smtpKeyPrefix(smtpUrl))}`,
        };
      } finally {
        transporter.close();
      }
    },
  );

  app.get(
    '/api/diagnostics/assistant',
    { schema: { response: { 200: assistantDiagnosticSchema } } },
    async () => {
      const provider = providerSettings(ctx);
      return {
        provider: provider ? ('openai-compatible' as const) : ('built-in' as const),
        model: provider?.model ?? null,
        avatarAgent: Boolean(ctx.config.DID_AGENT_ID && ctx.config.DID_CLIENT_KEY),
      };
    },
  );

  // The diagnostic booking: made through the real booking service (the engine prices it, so the
  // spec's 12900 is sent and the stored price is the engine's), then cancelled at once so that
  // it holds no place. Marked diagnostic: no e-mail, no stats or export, gone after 24 hours.
  app.post(
    '/api/diagnostics/test-booking',
    {
      schema: {
        response: { 200: testBookingResponseSchema },
        errors: { 409: 'No open window in the next 14 days' },
      },
    },
    async () => {
      const now = new Date();
      let slot: { date: string; time: (typeof SLOT_LABELS)[number] } | undefined;
      for (const date of bookableDates(now)) {
        const load = await loadSlots(ctx.db, date);
        const time = SLOT_LABELS.find((t) => !isSlotPast(date, t, now) && hasRoom(load, t));
        if (time) {
          slot = { date, time };
          break;
        }
      }
      if (!slot) throw new HttpError(409, 'Failed to create booking: no open window in 14 days');
      const raw = {
        name: 'System Test',
        email: TEST_BOOKING_EMAIL,
        phone: '(704) 555-0100',
        address: '600 S Tryon St, Charlotte, NC 28202',
        zipCode: '28202',
        propertyType: 'business',
        tvSize: '44-55',
        wallType: 'drywall_studs',
        totalPrice: TEST_BOOKING_PRICE_CENTS,
        paymentMethod: 'cash',
        notes: 'Diagnostic booking from /system-test, cancelled automatically.',
        appointmentDate: slot.date,
        appointmentTime: slot.time,
      };
      const created = await createBooking(ctx, bookingDraftSchema.parse(raw), {
        idempotencyKey: undefined,
        rawBody: raw,
        now,
        source: 'diagnostic',
        // Cancelled at once (it keeps no place), always under the same e-mail: not limited.
        limitUnpaid: false,
      });
      const booking = created.body;
      await cancelDiagnosticBooking(ctx, booking.id);
      const reference = (booking as { reference?: unknown }).reference;
      return {
        id: booking.id,
        reference: typeof reference === 'string' ? reference : null,
        sentTotalPrice: TEST_BOOKING_PRICE_CENTS,
        totalPrice: booking.totalPrice,
        appointmentDate: booking.appointmentDate,
        appointmentTime: booking.appointmentTime,
        status: 'cancelled' as const,
      };
    },
  );
};
