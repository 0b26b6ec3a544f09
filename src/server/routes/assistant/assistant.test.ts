// POST /api/assistant/messages and its booking draft through the real app on a real database
// (decisions.md "Assistant").
import { describe, expect, it } from 'vitest';
import { addDays, businessToday, slotPeriod } from '../../../domain/scheduling/business-time';
import { weekdayOf } from '../../../domain/assistant/when-request';
import type { AssistantBookingDraft } from '../../../domain/schemas/assistant';
import { createTestApp } from '../../testing/test-app';
import { customerOf } from './assistant-fixtures';
import type { BuiltApp } from '../../app';
import { postBooking, validDraft } from '../bookings/testing';
import { ConversationStore } from './conversations';

const app = await createTestApp();

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const say = customerOf(app);

/** The Saturdays inside today..today+13 in Charlotte. */
function saturdays(): string[] {
  const today = businessToday(new Date());
  return Array.from({ length: 14 }, (_, i) => addDays(today, i)).filter((d) => weekdayOf(d) === 6);
}

describe('POST /api/assistant/messages', () => {
  it("prices the issue's example with the engine's exact total and breakdown", async () => {
    const { conversationId, reply } = await say(
      'how much for two 65 inch TVs on brick with the wires hidden?',
    );
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.quote?.totalCents).toBe(54716);
    expect(reply.quote?.discountCents).toBe(6080);
    expect(reply.text).toContain('Total: $547.16');
    expect(reply.text).toContain('I assumed a fixed (flat) mount bought from us');
  });

  it('answers "what times do you have this week?" with open windows, not the phone (issue 26)', async () => {
    const today = businessToday(new Date());
    const { reply } = await say('what times do you have this week?');
    expect(reply.text).not.toContain('call us');
    expect(reply.slots?.length).toBeGreaterThan(0);
    // This week, or the nearest open windows when the week is over or full.
    expect(reply.text).toMatch(/These arrival windows are open|The nearest open windows are/);
    for (const slot of reply.slots ?? []) expect(slot.date >= today).toBe(true);
  });

  it('answers a price and a time question in one message with both (issue 26, guard: it did already)', async () => {
    const { reply } = await say('how much for a 65 inch on drywall and when can you come?');
    expect(reply.quote?.totalCents).toBe(12899); // 99 + 29.99 (decisions.md price rules)
    expect(reply.slots?.length).toBeGreaterThan(0);
  });

  it('answers "can you come Saturday afternoon?" with real open windows', async () => {
    const { reply } = await say('can you come Saturday afternoon?');
    const allowed = saturdays();
    expect(reply.slots?.length).toBeGreaterThan(0);
    for (const slot of reply.slots ?? []) {
      expect(allowed).toContain(slot.date);
      expect(slotPeriod(slot.time)).toBe('afternoon');
    }
  });

  it('does not offer a window that bookings have filled', async () => {
    const before = await say('can you come Saturday afternoon?');
    const [filled, ...others] = before.reply.slots ?? [];
    if (!filled) throw new Error('no Saturday afternoon window open');
    // Demo capacity: two active technicians.
    for (let i = 0; i < 2; i += 1) {
      const res = await postBooking(
        app,
        validDraft({ appointmentDate: filled.date, appointmentTime: filled.time }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const after = await say('can you come Saturday afternoon?');
    expect(after.reply.slots).not.toContainEqual(filled);
    for (const slot of others) expect(after.reply.slots).toContainEqual(slot);
  });

  it('keeps the conversation: a follow-up re-prices, "book it" opens the form and the draft books', async () => {
    const first = await say('how much for a 55 inch tv on brick with a tilting mount');
    expect(first.reply.quote?.totalCents).toBe(9900 + 3999 + 9500);
    const second = await say('add a soundbar', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.reply.quote?.totalCents).toBe(9900 + 3999 + 9500 + 9900);
    const third = await say('book it', first.conversationId);
    expect(third.reply.form).toBe('booking');

    const draftRes = await app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${first.conversationId}/booking-draft`,
    });
    expect(draftRes.statusCode, draftRes.body).toBe(200);
    const draft = draftRes.json<AssistantBookingDraft>();
    expect(draft.quote.totalCents).toBe(third.reply.quote?.totalCents);

    const booked = await postBooking(
      app,
      validDraft({
        tvs: draft.tvs,
        additionalServices: draft.additionalServices,
        paymentMethod: 'cash',
        appointmentDate: saturdays()[0] ?? addDays(businessToday(new Date()), 6),
        appointmentTime: '10:00 AM',
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      totalPrice: draft.quote.totalCents,
      paymentMethod: 'cash',
      paymentStatus: 'unpaid',
    });
  });

  it('a Spanish conversation stays Spanish on a bare "10:00 AM" and its draft books in Spanish', async () => {
    const ask = (text: string, conversationId?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/assistant/messages',
        payload: { text, locale: 'es', ...(conversationId ? { conversationId } : {}) },
      });
    const first = (await ask('¿Cuánto cuesta montar una tele de 65 pulgadas en ladrillo?')).json<{
      conversationId: string;
    }>();
    // "10:00 AM" is in neither language's words: the answer stays in Spanish.
    const second = await ask('10:00 AM', first.conversationId);
    expect(second.statusCode, second.body).toBe(200);
    const text = second.json<{ reply: { text: string } }>().reply.text;
    expect(text).not.toMatch(/\b(?:the|your|we|you|open|window|call)\b/i);
    expect(text).toMatch(/\b(?:de|el|la|los|las|su)\b/);
    const draft = await app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${first.conversationId}/booking-draft`,
    });
    expect(draft.json<AssistantBookingDraft>().locale).toBe('es');
    const english = await say('how much for a 55 inch tv on drywall');
    const englishDraft = await app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${english.conversationId}/booking-draft`,
    });
    expect(englishDraft.json<AssistantBookingDraft>().locale).toBe('en');
  });

  it('a locale other than en or es is a 400 naming it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/assistant/messages',
      payload: { text: 'hola', locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/locale/);
  });

  it('a question it cannot answer gets the phone number and no price', async () => {
    const { reply } = await say('can you mount my tv on a glass wall?');
    expect(reply.quote).toBeUndefined();
    expect(reply.text).toContain('(704) 555-0186');
  });

  it('an id the server never issued starts a new conversation under a new id of its own', async () => {
    // A well-formed id nobody was given, and one a client "continues" before anyone used it.
    const chosen = ['00000000-0000-4000-8000-000000000000', '3b241101-e2bb-4255-8caf-4136c566a962'];
    const issued = new Set<string>();
    for (const id of chosen) {
      const first = await say('how much for a 55 inch tv on brick with a tilting mount', id);
      expect(first.conversationId).not.toBe(id);
      expect(first.conversationId).toMatch(UUID_V4);
      issued.add(first.conversationId);
      // The client's id names nothing afterwards either: it starts over again, under another id.
      const again = await say('book it', id);
      expect(again.conversationId).not.toBe(id);
      expect(again.conversationId).not.toBe(first.conversationId);
      expect(again.reply.form).toBeUndefined();
      const draft = await app.inject({
        url: `/api/assistant/conversations/${id}/booking-draft`,
      });
      expect(draft.statusCode).toBe(404);
      // The issued id carries on what was priced.
      const next = await say('book it', first.conversationId);
      expect(next.conversationId).toBe(first.conversationId);
      expect(next.reply.form).toBe('booking');
    }
    expect(issued.size).toBe(chosen.length);
  });

  it('a conversation past its idle time starts again under a new id', () => {
    const store = new ConversationStore(10, 1000);
    const { id } = store.open(undefined, 0);
    store.save(id, { history: [] }, 0);
    expect(store.open(id, 1000).id).toBe(id);
    const after = store.open(id, 2001);
    expect(after.id).not.toBe(id);
    expect(after.id).toMatch(UUID_V4);
    expect(store.get(id, 2001)).toBeUndefined();
  });

  it.each([
    [{ text: '' }, 'text'],
    [{ text: '   ' }, 'text'],
    [{ text: 'hi\u0000there' }, 'text'],
    [{ text: 'x'.repeat(1001) }, 'text'],
    [{}, 'text'],
    [{ text: 'hi', conversationId: 'abc' }, 'conversationId'],
    [{ text: 'hi', conversationId: 'my-own-id' }, 'conversationId'],
    [{ text: 'hi', extra: 1 }, ''],
  ])('refuses %j with a 400 naming the field', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/assistant/messages', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('404 for the booking draft of a conversation that priced nothing', async () => {
    const { conversationId } = await say('hello');
    const res = await app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${conversationId}/booking-draft`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('issue 28: the assistant answers Spanish in Spanish, through the real app', () => {
  it('prices "¿Cuánto cuesta montar una tele de 65 pulgadas en una pared de ladrillo?" like the English question', async () => {
    const spanish = await say(
      '¿Cuánto cuesta montar una tele de 65 pulgadas en una pared de ladrillo?',
    );
    const english = await say('How much does it cost to mount a 65 inch TV on a brick wall?');
    // 99 + 29.99 + 95 brick (decisions.md price rules)
    expect(spanish.reply.quote?.totalCents).toBe(22399);
    expect(english.reply.quote?.totalCents).toBe(22399);
    expect(spanish.reply.text).toContain('Este es el precio de montaje de una TV de 56"-65"');
    expect(spanish.reply.text).toContain('ladrillo');
    expect(spanish.reply.text).toContain('Total: $223.99');
    expect(english.reply.text).toContain('Here is the price for one 56"-65" TV');
  });

  it('answers "¿Qué horarios tienen esta semana?" with real open windows, days in Spanish', async () => {
    const today = businessToday(new Date());
    const { reply } = await say('¿Qué horarios tienen esta semana?');
    expect(reply.slots?.length).toBeGreaterThan(0);
    for (const slot of reply.slots ?? []) expect(slot.date >= today).toBe(true);
    expect(reply.text).toMatch(
      /Estos horarios de llegada están disponibles|Los próximos horarios de llegada disponibles|No hay nada disponible en ese momento/,
    );
    expect(reply.text).toMatch(
      /(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de /,
    );
    expect(reply.text).toMatch(/\d{1,2}:00 [ap]\. m\./);
    expect(reply.text).not.toMatch(/call us|llámenos/i);
  });

  it('answers "what times do you have this week?" in English with real windows (unchanged)', async () => {
    const { reply } = await say('what times do you have this week?');
    expect(reply.slots?.length).toBeGreaterThan(0);
    expect(reply.text).toMatch(
      /(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]{2} \d{1,2}: /,
    );
    expect(reply.text).not.toMatch(/horarios|call us/);
  });
});

describe('the avatar agent calls', () => {
  it('POST /api/did-agent/complete-tv-builder acknowledges the integrations', async () => {
    const integrations = {
      bookingSystem: true,
      emailNotifications: true,
      realTimeScheduling: true,
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/did-agent/complete-tv-builder',
      payload: { action: 'start_complete_flow', integrations },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, integrations });
  });

  it('refuses another action with a 400 naming it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/did-agent/complete-tv-builder',
      payload: { action: 'delete_everything', integrations: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('action');
  });

  it('reports the agent as off without DID_AGENT_ID and DID_CLIENT_KEY', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/did-agent/config' });
    expect(res.json()).toEqual({ enabled: false, agentId: null, clientKey: null });
  });
});

describe('with the avatar agent configured', () => {
  let configured: BuiltApp;
  it('hands the agent id and browser key to the page', async () => {
    configured = await createTestApp({ DID_AGENT_ID: 'agt_test', DID_CLIENT_KEY: 'client_key' });
    const res = await configured.inject({ method: 'GET', url: '/api/did-agent/config' });
    expect(res.json()).toEqual({ enabled: true, agentId: 'agt_test', clientKey: 'client_key' });
  });
});
