// Reads a calendar feed as calendar apps do, with a standard iCalendar parser (ical.js), for the
// calendar feeds' API and browser tests (docs/decisions/049-calendar-feeds.md).
import ICAL from 'ical.js';

export type FeedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** ISO instants in UTC. */
  startsAt: string;
  endsAt: string;
  status: string;
  sequence: number;
};

export function readIcsFeed(text: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        startsAt: event.startDate.toJSDate().toISOString(),
        endsAt: event.endDate.toJSDate().toISOString(),
        status: String(vevent.getFirstPropertyValue('status') ?? ''),
        sequence: event.sequence,
      };
    }),
  };
}
