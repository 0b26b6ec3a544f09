// @vitest-environment jsdom
// The Outbox tab with both channels (decisions.md "Text messages (SMS)"): each message says its
// channel, a text shows its words and no subject, the channel filter asks the server for one
// channel, a failed text re-sends, and a text waiting on a channel with no provider says it is not
// sent, as does the note at the top (issue 44).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAsAdmin } from '../../testing/admin-render';
import type { OutboxItem } from '../api/get-outbox';
import OutboxTab from './outbox-tab';

const at = '2030-06-10T16:00:00.000Z';
const mail: OutboxItem = {
  id: 1,
  channel: 'email',
  to: 'ann@example.com',
  subject: 'Your booking CTM-ABC123 is confirmed',
  body: 'Thank you, Ann.',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: at,
  sentAt: at,
  deliveryNote: null,
};
const TEXTS_OFF =
  'Not sent: text delivery is not configured (no Twilio keys), so texts are kept here.';
const failedText: OutboxItem = {
  ...mail,
  id: 2,
  channel: 'sms',
  to: '+17045550142',
  subject: null,
  body: 'Charlotte TV Mounting: booking CTM-ABC123 confirmed.',
  status: 'failed',
  attempts: 5,
  lastError: 'Twilio 21610',
  sentAt: null,
};
const keptText: OutboxItem = {
  ...failedText,
  id: 3,
  to: '+19805550199',
  body: 'Reminder: your technician arrives tomorrow.',
  status: 'pending',
  attempts: 0,
  lastError: null,
  deliveryNote: TEXTS_OFF,
};

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>((input) => {
    const path = String(input);
    if (path === '/api/outbox') return json([keptText, failedText, mail]);
    if (path === '/api/outbox/channels') {
      return json({
        email: { provider: 'smtp', note: null },
        sms: { provider: null, note: TEXTS_OFF },
      });
    }
    if (path === '/api/outbox?channel=sms') return json([keptText, failedText]);
    if (path === '/api/outbox/2') return json({ ...failedText, html: null });
    if (path === '/api/outbox/2/retry') return json({ ...failedText, status: 'pending' });
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paths = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

describe('the Outbox tab', () => {
  it('lists e-mails and texts with their channel; a text shows its words', async () => {
    renderAsAdmin(<OutboxTab />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [kept, failed, email] = within(list).getAllByRole('listitem');
    expect(within(email!).getByText('E-mail')).toBeTruthy();
    expect(within(email!).getByText(mail.subject!)).toBeTruthy();
    expect(within(failed!).getByText('Text')).toBeTruthy();
    expect(within(failed!).getByText(failedText.body)).toBeTruthy();
    expect(within(failed!).getByText('To: +17045550142')).toBeTruthy();
    expect(within(kept!).getByText(TEXTS_OFF)).toBeTruthy();
    expect(within(kept!).getByText('Not sent')).toBeTruthy();
    expect(within(failed!).queryByText(/texts are kept/)).toBeNull();
    expect(within(email!).queryByText(/not configured/)).toBeNull();
    const delivery = await screen.findByRole('list', { name: 'Delivery' });
    expect(delivery.textContent).toBe(
      'Text delivery is not configured (no Twilio keys), so texts are kept here.',
    );
    expect(within(email!).queryByRole('button', { name: /Re-send/ })).toBeNull();
    expect(within(kept!).queryByRole('button', { name: /Re-send/ })).toBeNull();
  });

  it('filters by channel through the server', async () => {
    renderAsAdmin(<OutboxTab />);
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'Texts');
    await waitFor(() => expect(screen.queryByText(mail.subject!)).toBeNull());
    expect(paths()).toContain('GET /api/outbox?channel=sms');
    expect(screen.getAllByText('Text')).toHaveLength(2);
  });

  it('reads a text and re-sends a failed one', async () => {
    renderAsAdmin(<OutboxTab />);
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(
      screen.getByRole('button', { name: /^Read\s*the text to \+17045550142$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Text to +17045550142' });
    expect(await within(dialog).findByText(failedText.body)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      screen.getByRole('button', { name: /^Re-send\s*the text to \+17045550142$/ }),
    );
    await waitFor(() => expect(paths()).toContain('POST /api/outbox/2/retry'));
  });
});
