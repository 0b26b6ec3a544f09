import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import type { Confirmation } from '../../state/confirmations';
import { confirmationIcs } from './confirmation-ics';

const confirmation: Confirmation = {
  reference: 'CTM-7K3Q9X',
  id: 42,
  name: 'Jordan Avery',
  email: 'jordan@example.com',
  address: '500 S Tryon St, Charlotte, NC 28202',
  unitNumber: '1204',
  serviceName: 'Living Room - 56"-65" TV',
  appointmentDate: '2030-07-02',
  appointmentTime: '2:00 PM',
  totalPrice: 21898,
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  products: [],
  locale: 'en',
};

describe('confirmationIcs', () => {
  const ics = confirmationIcs(confirmation, new Date('2030-06-01T12:00:00Z'), SEED_BUSINESS_FACTS);
  const unfolded = ics.replace(/\r\n /g, '');

  it('is the two-hour window in UTC (2 PM New York in July is 18:00Z)', () => {
    expect(unfolded).toContain('DTSTART:20300702T180000Z');
    expect(unfolded).toContain('DTEND:20300702T200000Z');
  });

  it('names the public reference and shares the e-mailed invite’s UID', () => {
    expect(unfolded).toContain('CTM-7K3Q9X');
    expect(unfolded).toContain('UID:booking-CTM-7K3Q9X@charlottetvmounting.com');
    expect(unfolded).not.toContain('booking-42');
    expect(unfolded).not.toMatch(/booking #42/);
  });

  it('has the address with the unit', () => {
    expect(unfolded).toContain('LOCATION:500 S Tryon St\\, Charlotte\\, NC 28202\\, Unit 1204');
  });
});

describe('confirmationIcs of a Spanish booking (issue 28)', () => {
  const ics = confirmationIcs(
    { ...confirmation, locale: 'es' },
    new Date('2030-06-01T12:00:00Z'),
    SEED_BUSINESS_FACTS,
  ).replace(/\r\n /g, '');

  it('is in Spanish, like the e-mailed invite, whatever the page’s language', () => {
    expect(ics).toContain('llegada del técnico (reserva CTM-7K3Q9X)');
    expect(ics).toContain('Horario de llegada: 2:00 p. m. – 4:00 p. m. (hora del Este)');
    expect(ics).toContain('LOCATION:500 S Tryon St\\, Charlotte\\, NC 28202\\, unidad 1204');
    expect(ics).not.toMatch(/Arrival window|technician arrives|Unit 1204/);
  });

  it('is the same event as the English file (the UID never depends on the language)', () => {
    expect(ics).toContain('UID:booking-CTM-7K3Q9X@charlottetvmounting.com');
    expect(ics).toContain('DTSTART:20300702T180000Z');
  });
});
