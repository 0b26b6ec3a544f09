// Calendar feeds (decisions.md "Integrations"; docs/decisions/049-calendar-feeds.md): each
// technician's subscription link to their own jobs and the office's to all jobs (staff routes,
// GET makes it on first use, POST makes a new one and the old link answers 404), and the public
// feed that the secret in the link opens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarLinkSchema,
} from '../../../domain/schemas/calendar-feeds';
import type { AppContext } from '../../context';
import { signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { publicRateLimit } from '../../plugins/security';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { calendarFeed, calendarLink, renewCalendarLink } from './service';
import type { FeedOwner } from './repository';

/** Per address: calendars fetch every 15 minutes or so; far too few to guess a secret. */
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Only technicians have jobs of their own; the office's feed is the admin's. */
const TECHNICIANS = { staffRoles: ['technician'] } as const;

const linkSchema = { response: { 200: calendarLinkSchema } };

export const calendarLinkRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  const own = (staffId: number): FeedOwner => ({ kind: 'technician', staffId });
  const office: FeedOwner = { kind: 'office' };

  app.get(
    '/api/technician/calendar-link',
    { config: TECHNICIANS, schema: linkSchema },
    async (request) => calendarLink(ctx, own(signedInStaff(request).id)),
  );
  app.post(
    '/api/technician/calendar-link',
    { config: TECHNICIANS, schema: linkSchema },
    async (request) => renewCalendarLink(ctx, own(signedInStaff(request).id)),
  );
  // Admin only (the default of staff routes).
  app.get('/api/calendar-link', { schema: linkSchema }, async () => calendarLink(ctx, office));
  app.post('/api/calendar-link', { schema: linkSchema }, async () =>
    renewCalendarLink(ctx, office),
  );
};

export const calendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/calendar/:secret.ics',
    {
      config: publicRateLimit(CALENDAR_FEED_RATE_LIMIT, ctx.config),
      schema: {
        params: calendarFeedParamsSchema,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request, reply) => {
      const ics = await calendarFeed(ctx, request.params.secret);
      if (ics === undefined) throw new HttpError(404, 'Calendar feed not found');
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          // Customers' names, phones and addresses: a calendar app may keep it a few minutes, no
          // shared cache may, and no search engine lists it.
          .header('cache-control', 'private, max-age=300')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('content-disposition', 'inline; filename="jobs.ics"')
          .send(ics)
      );
    },
  );
};
