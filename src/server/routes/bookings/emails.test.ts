import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail, type BookingForMail } from './emails';

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
  createdAt: new Date('2025-10-30T15:04:05Z'),
};

describe('bookingConfirmationEmail', () => {
  const mail = bookingConfirmationEmail(booking);

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
