// The calendar feeds (decisions.md "Integrations"; docs/decisions/049-calendar-feeds.md): a secret
// link per technician and one for the office, and the feed each link serves.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { jobFeedIcs, type JobForCalendar } from '../../../domain/scheduling/booking-ics';
import { addDays, businessToday } from '../../../domain/scheduling/business-time';
import type { CalendarLink } from '../../../domain/schemas/calendar-feeds';
import type { AppContext } from '../../context';
import { fullAddress } from '../../notifications/templates/booking';
import { jobRows } from '../../notifications/templates/technician';
import { readBusinessFacts } from '../../services/business-facts';
import { publicSiteUrl } from '../../services/manage-links';
import {
  feedJobs,
  readableFeeds,
  replaceSecret,
  secretOf,
  type FeedJobRow,
  type FeedOwner,
} from './repository';

/**
 * Jobs from this many days back stay in a feed: last month's work stays visible, and a job
 * cancelled lately stays (as cancelled) until every subscribed calendar has fetched it again.
 */
export const FEED_PAST_DAYS = 30;

/** 32 random bytes, base64url: 43 characters, 256 bits no one can guess. */
const newSecret = () => randomBytes(32).toString('base64url');

const linkOf = (ctx: AppContext, secret: string): CalendarLink => ({
  url: `${publicSiteUrl(ctx.config)}/api/calendar/${secret}.ics`,
});

/** The owner's link, made on first use. */
export async function calendarLink(ctx: AppContext, owner: FeedOwner): Promise<CalendarLink> {
  return linkOf(ctx, await secretOf(ctx.db, owner, newSecret()));
}

/** A new link for the owner; the old one answers 404 from now on. */
export async function renewCalendarLink(ctx: AppContext, owner: FeedOwner): Promise<CalendarLink> {
  const secret = newSecret();
  await replaceSecret(ctx.db, owner, secret, new Date());
  return linkOf(ctx, secret);
}

/**
 * The feed a secret opens, or undefined. Every readable feed's secret is compared in constant
 * time, all of them whatever matched: an index lookup on the secret would let its timing tell
 * how much of a guess was right, and the table holds only one row per technician and the office.
 */
async function feedOfSecret(ctx: AppContext, secret: string) {
  const given = Buffer.from(secret, 'utf8');
  let found: Awaited<ReturnType<typeof readableFeeds>>[number] | undefined;
  for (const feed of await readableFeeds(ctx.db)) {
    const stored = Buffer.from(feed.secret, 'utf8');
    if (stored.length === given.length && timingSafeEqual(stored, given)) found ??= feed;
  }
  return found;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function jobForCalendar(row: FeedJobRow): JobForCalendar {
  return {
    reference: row.reference,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    customerName: row.name,
    customerPhone: row.phone,
    location: fullAddress(row),
    technicians: [row.leadName, row.secondName].filter((n): n is string => Boolean(n)),
    // The same lines as the technician's "new job" e-mail: each TV, the services, the notes.
    work: jobRows(row).map(([label, value]) => `${label}: ${value}`),
    sequence: row.calendarSequence,
    cancelled: row.status === 'cancelled',
  };
}

/** The iCalendar text of the feed a secret opens, or undefined for an unknown or revoked one. */
export async function calendarFeed(
  ctx: AppContext,
  secret: string,
  now = new Date(),
): Promise<string | undefined> {
  const feed = await feedOfSecret(ctx, secret);
  if (!feed) return undefined;
  const owner: FeedOwner =
    feed.staffId === null ? { kind: 'office' } : { kind: 'technician', staffId: feed.staffId };
  const [business, rows] = await Promise.all([
    readBusinessFacts(ctx.db),
    feedJobs(ctx.db, owner, addDays(businessToday(now), -FEED_PAST_DAYS)),
  ]);
  const whose =
    owner.kind === 'office' ? 'All jobs' : `${firstName(feed.staffName ?? 'My')}'s jobs`;
  return jobFeedIcs({
    name: `${whose} - ${business.name}`,
    stampedAt: now,
    jobs: rows.map(jobForCalendar),
  });
}
