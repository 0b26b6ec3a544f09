import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../../../domain/catalog/business-seed';
import { manageLinksFrom } from '../../services/manage-links';
import { bookingConfirmationEmail, cancellationPolicy, type BookingForMail } from './booking';
import { cancelledEmail, rescheduledEmail } from './lifecycle';
import { inviteText } from '../../testing/mail-fixtures';

const business = { ...SEED_BUSINESS_FACTS, version: 1 };
const links = manageLinksFrom(
  new TextEncoder().encode('x'.repeat(48)),
  'https://tv.example/',
  business,
);

const booking: BookingForMail = {
  reference: 'CTM-7K3Q9X',
  name: 'Jamie <Rivera> & Co',
  email: 'jamie@example.com',
  serviceName: 'Living Room - 44-55 TV',
  appointmentDate: '2025-11-02',
  appointmentTime: '8:00 AM',
  address: '123 Main St, Charlotte, NC 28202',
  unitNumber: '4B',
  totalPrice: 12899,
  paymentMethod: 'cash',
  calendarSequence: 0,
  priceBreakdown: {
    tvs: [
      {
        index: 0,
        room: 'Living Room',
        tvSize: '44-55',
        wallType: 'drywall',
        parts: [{ key: 'base', label: 'Wall mounting', cents: 12899 }],
        totalCents: 12899,
      },
    ],
    discountCents: 0,
    oneTimeFees: [],
    services: [],
    products: [],
  },
};
const stamped = new Date('2025-10-30T15:04:05Z');

const icsLines = (mail: { attachments?: { contentBase64: string }[] }): string[] =>
  inviteText(mail).split('\r\n');

describe('bookingConfirmationEmail', () => {
  const mail = bookingConfirmationEmail(booking, links, stamped);

  it('gives an Afterpay plan whose four payments add up to the total (issue 26)', () => {
    const afterpay = bookingConfirmationEmail(
      { ...booking, paymentMethod: 'afterpay' },
      links,
      stamped,
    );
    expect(afterpay.text).toContain('4 interest-free payments: 3 x $32.25 + $32.24');
    expect(afterpay.text).not.toContain('of $32.25');
  });

  it('has a plain text body and an HTML body with the same facts, the name escaped', () => {
    for (const part of ['CTM-7K3Q9X', 'Living Room - 44-55 TV', '8:00 AM - 10:00 AM', '$128.99']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain('Hi Jamie <Rivera> & Co,');
    expect(mail.html).toContain('Hi Jamie &lt;Rivera&gt; &amp; Co,');
    expect(mail.html).not.toContain('<Rivera>');
  });

  it('attaches the arrival window as an .ics invite, in UTC across the DST change', () => {
    expect(mail.attachments).toHaveLength(1);
    const [invite] = mail.attachments ?? [];
    expect(invite?.filename).toBe('booking-CTM-7K3Q9X.ics');
    expect(invite?.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(invite?.contentBase64 ?? '', 'base64').toString('utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-CTM-7K3Q9X@charlottetvmounting.com',
        'DTSTAMP:20251030T150405Z',
        // 2 November 2025 is the day New York falls back to EST (UTC-5).
        'DTSTART:20251102T130000Z',
        'DTEND:20251102T150000Z',
        'LOCATION:123 Main St\\, Charlotte\\, NC 28202\\, Unit 4B',
      ]),
    );
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain(
      'Booking CTM-7K3Q9X\\nService: Living Room - 44-55 TV\\nTotal: $128.99',
    );
  });
});

describe('the manage link, the policy and the itemised price', () => {
  const mail = bookingConfirmationEmail(booking, links, stamped);
  it('carries the link /my-booking/{token} derived from the reference, in text and HTML', () => {
    const url = links.urlFor('CTM-7K3Q9X');
    expect(url).toMatch(/^https:\/\/tv\.example\/my-booking\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url);
    expect(links.tokenFor('CTM-7K3Q9X')).not.toBe(links.tokenFor('CTM-7K3Q9Y'));
  });
  it('states the cancellation policy and itemises the TV', () => {
    expect(mail.text).toContain(cancellationPolicy(business));
    expect(mail.text).toContain(`please call ${SEED_BUSINESS_FACTS.phone}`);
    expect(mail.text).toContain('TV 1 (Living Room): Wall mounting $128.99 = $128.99');
  });
});

describe('a reschedule and a cancel update the same calendar event', () => {
  it('keeps the UID, raises SEQUENCE, and the cancel uses METHOD:CANCEL', () => {
    const first = icsLines(bookingConfirmationEmail(booking, links, stamped));
    const moved = { ...booking, appointmentDate: '2025-11-04', calendarSequence: 1 };
    const second = icsLines(rescheduledEmail(moved, booking, links, stamped));
    const cancelled = icsLines(
      cancelledEmail(
        { ...moved, calendarSequence: 2 },
        links,
        { refunded: false, reason: null },
        stamped,
      ),
    );
    const uid = 'UID:booking-CTM-7K3Q9X@charlottetvmounting.com';
    for (const lines of [first, second, cancelled]) expect(lines).toContain(uid);
    expect(first).toEqual(expect.arrayContaining(['METHOD:PUBLISH', 'SEQUENCE:0']));
    expect(second).toEqual(
      expect.arrayContaining(['METHOD:PUBLISH', 'SEQUENCE:1', 'DTSTART:20251104T130000Z']),
    );
    expect(cancelled).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2']),
    );
  });
});
