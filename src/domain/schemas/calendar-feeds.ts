// The staff's calendar feeds (decisions.md "Integrations", docs/decisions/049-calendar-feeds.md):
// GET and POST /api/technician/calendar-link and /api/calendar-link answer the subscription link;
// GET /api/calendar/{secret}.ics is the feed itself.
import { z } from 'zod';

/** GET (made on first use) and POST (a new secret; the old link answers 404). */
export const calendarLinkSchema = z.object({
  url: z.url().meta({
    description: 'The https (or http) address of the feed; calendars subscribe to it.',
    example: 'https://charlottetvmounting.com/api/calendar/3q2-7wEAAQ...ics',
  }),
});
export type CalendarLink = z.output<typeof calendarLinkSchema>;

/** Any text: a secret that is not one of ours is the same 404 as a revoked one. */
export const calendarFeedParamsSchema = z.object({
  secret: z.string().meta({ description: 'The feed secret (43 base64url characters).' }),
});

/** The feed's answer: RFC 5545 text, `text/calendar; charset=utf-8`, not JSON. */
export const calendarFeedResponseSchema = z.string().meta({
  description: 'An RFC 5545 calendar (text/calendar; charset=utf-8), one VEVENT per job.',
  contentMediaType: 'text/calendar',
});
