// Issue 28: a booking keeps the customer's language (en or es, en when left out); staff and the
// customer's view see it, and the confirmation mail and its invite are written in it.
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { CustomerBookingView } from '../../../domain/schemas/manage';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { inviteText } from '../../testing/mail-fixtures';
import { createTestApp } from '../../testing/test-app';
import { bearer, login, mailsTo } from '../staff-bookings/staff-fixtures';
import { postBooking, validDraft } from './testing';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');

async function book(email: string, locale?: unknown) {
  const response = await postBooking(
    app,
    validDraft({ email, ...(locale === undefined ? {} : { locale: locale as 'es' }) }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<BookingResponse>();
  const [mail] = await mailsTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { booking, mail };
}

describe('POST /api/bookings locale', () => {
  it.each(['fr', 'ES', '', 3, null])('refuses %j with a 400 naming locale', async (locale) => {
    const response = await postBooking(app, validDraft({ locale: locale as 'es' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^locale: /);
  });

  it('is en when left out, and the confirmation stays English', async () => {
    const { booking, mail } = await book('locale-en@example.com');
    expect(booking.locale).toBe('en');
    expect(mail.subject).toMatch(/^Booking CTM-\w+ confirmed: /);
    expect(mail.text).toContain('Hi Jamie Rivera,');
    expect(mail.text).toContain('10:00 AM - 12:00 PM (Eastern Time)');
    expect(mail.html).toContain('<html lang="en">');
    expect(inviteText(mail)).toContain('technician arrives (booking');
  });

  it('es: stored, shown to staff and to the customer, and the mail and invite are Spanish', async () => {
    const { booking, mail } = await book('locale-es@example.com', 'es');
    expect(booking.locale).toBe('es');

    const staffList = await app.inject({
      url: `/api/bookings?search=${booking.reference}`,
      headers: bearer(admin),
    });
    const staffRow = staffList.json<StaffBooking[]>().find((b) => b.id === booking.id);
    expect(staffRow?.locale).toBe('es');
    const view = await app.inject({ url: `/api/manage/${booking.manageToken}` });
    expect(view.json<CustomerBookingView>().locale).toBe('es');

    expect(mail.subject).toMatch(
      /^Reserva CTM-\w+ confirmada: \w+, \d+ de \w+ de \d{4}, 10:00 a\. m\. – 12:00 p\. m\.$/,
    );
    for (const phrase of [
      'Hola, Jamie Rivera:',
      'Gracias por reservar con',
      'Número de reserva: ' + booking.reference,
      'Horario de llegada: 10:00 a. m. – 12:00 p. m. (hora del Este)',
      '123 Main St, Charlotte, NC 28202, unidad 4B',
      'Total: $128.99',
      'Pago en efectivo al terminar',
      'Ver, cambiar o cancelar su reserva',
      'Política de cancelación: Puede cambiar la fecha o cancelar sin costo',
      '¿Tiene preguntas? Llámenos al',
    ]) {
      expect(mail.text).toContain(phrase);
    }
    for (const english of [
      'Your booking',
      'Hi ',
      'Booking reference',
      'Arrival window',
      'Thank you',
    ]) {
      expect(mail.text).not.toContain(english);
      expect(mail.html).not.toContain(english);
    }
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Reserva confirmada');

    const ics = inviteText(mail);
    expect(ics).toMatch(/SUMMARY:.*: llegada del técnico \(reserva CTM-\w+\)/);
    expect(ics).toContain('Horario de llegada: 10:00 a. m. – 12:00 p. m. (hora del Este)');
    expect(ics).not.toMatch(/technician arrives|Arrival window/);
  });
});
