import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import { ApiRequestError } from '@/client/lib/api-client';
import { CUSTOMER_MOVES, changeRules, moveRefusal } from '@/domain/bookings/rules';
import { addDays, businessToday } from '@/domain/scheduling/business-time';
import { failureMessage, sayServerSentence, serverSentences } from './server-sentences';

const PHONE = '(704) 555-0142';
const en = testI18n('en');
const es = testI18n('es');

describe('serverSentences', () => {
  const table = [...serverSentences(PHONE)];

  it.each(table.map(([sentence]) => [sentence]))(
    'says %j in English word for word, and in Spanish',
    (sentence) => {
      const descriptor = serverSentences(PHONE).get(sentence);
      if (!descriptor) throw new Error('missing');
      expect(en._(descriptor)).toBe(sentence);
      const spanish = es._(descriptor);
      expect(spanish).not.toBe(sentence);
      if (sentence.includes(PHONE)) expect(spanish).toContain(PHONE);
    },
  );

  it("knows the refusals the customer's own moves and cancels meet", () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const today = businessToday(now);
    const booking = {
      appointmentDate: addDays(today, 5),
      appointmentTime: '10:00 AM',
      status: 'confirmed',
    } as const;
    const known = serverSentences(PHONE);
    const sentences = [
      moveRefusal(CUSTOMER_MOVES, booking, booking, now, PHONE)?.message,
      moveRefusal(
        CUSTOMER_MOVES,
        booking,
        { appointmentDate: addDays(today, 40), appointmentTime: '10:00 AM' },
        now,
        PHONE,
      )?.message,
      moveRefusal(
        CUSTOMER_MOVES,
        booking,
        { appointmentDate: addDays(today, 1), appointmentTime: '8:00 AM' },
        now,
        PHONE,
      )?.message,
      ...(['cancelled', 'completed', 'in_progress'] as const).map(
        (status) => changeRules({ ...booking, status }, now, PHONE).closedReason,
      ),
      changeRules({ ...booking, appointmentDate: today }, now, PHONE).closedReason,
    ];
    for (const sentence of sentences) {
      expect(sentence).toBeTruthy();
      expect(known.has(sentence ?? ''), sentence ?? '').toBe(true);
    }
  });
});

describe('sayServerSentence', () => {
  it('leaves English as the server wrote it, even a sentence it does not know', () => {
    const context = { i18n: en, phone: PHONE };
    expect(sayServerSentence('Something new.', 'fallback', context)).toBe('Something new.');
  });

  it('says a known sentence in Spanish and an unknown one with the Spanish fallback', () => {
    const context = { i18n: es, phone: PHONE };
    expect(sayServerSentence('That time was just booked. Please pick another.', 'x', context)).toBe(
      'Ese horario se acaba de reservar. Elija otro, por favor.',
    );
    expect(sayServerSentence('Something new.', 'Algo salió mal.', context)).toBe('Algo salió mal.');
  });
});

describe('failureMessage', () => {
  const failure = (status: number, message: string) =>
    new ApiRequestError(status, JSON.stringify({ message }), { message }, '');

  it('is plainErrorMessage on an English page', () => {
    const context = { i18n: en, phone: PHONE };
    expect(failureMessage(failure(409, 'Taken.'), 'fallback', context)).toBe('Taken.');
    expect(failureMessage(failure(500, 'Boom'), 'fallback', context)).toBe('fallback');
  });

  it('never lets English through on a Spanish page', () => {
    const context = { i18n: es, phone: PHONE };
    expect(failureMessage(failure(409, 'Taken.'), 'Reintente.', context)).toBe('Reintente.');
    expect(
      failureMessage(failure(404, 'This booking link is not valid.'), 'Reintente.', context),
    ).toBe('Este enlace de reserva no es válido.');
  });
});
