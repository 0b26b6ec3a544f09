// @vitest-environment jsdom
// The Complete job screen against a fake server (the real one is tests/e2e/job-completion.spec.ts):
// a signature unless the customer is not present, the money checkbox only for an unpaid cash or
// afterpay job, the server's refusals beside the field they name, and the whole completion kept
// in the offline queue when there is no network.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffBooking } from '@/domain/schemas/staff';
import { InLocale } from '@/client/i18n/in-locale';
import { technicianQueue } from '../../offline/use-offline-changes';
import CompleteJobDialog from './complete-job-dialog';

// jsdom draws nothing and decodes no image: a canvas that takes any call, and photos that pass.
vi.mock('@/client/lib/prepare-photo', () => ({
  preparePhoto: async (file: File) => ({ ok: true, blob: file, width: 10, height: 10 }),
}));
const SIGNED = 'data:image/png;base64,U0lHTkVE';

type Call = { method: string; url: string; key: string | null; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Response | Error = () => Response.json({ id: 1 });

beforeEach(async () => {
  calls = [];
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => (name in target ? target[name] : () => undefined),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = {
        method: init.method ?? 'GET',
        url,
        key: headers['idempotency-key'] ?? null,
        body: init.body instanceof Blob ? 'photo' : JSON.parse(String(init.body ?? 'null')),
      };
      calls.push(call);
      const result = url.startsWith('/api/job-photos')
        ? Response.json({ id: `upload-${calls.length}` }, { status: 201 })
        : answer(call);
      if (result instanceof Error) throw result;
      return result;
    }),
  );
  const queue = technicianQueue();
  await queue.load();
  for (const entry of queue.snapshot()) await queue.dismiss(entry.key);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  answer = () => Response.json({ id: 1 });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const job = (over: Partial<StaffBooking> = {}) =>
  ({
    id: 12,
    name: 'Jamie Rivera',
    reference: 'CTM-AAAAAA',
    status: 'in_progress',
    totalPrice: 12899,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    ...over,
  }) as StaffBooking;

function open(booking = job()) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InLocale>
        <CompleteJobDialog
          job={booking}
          session={{ token: 'tok', technicianId: 7 }}
          onClose={onClose}
        />
      </InLocale>
    </QueryClientProvider>,
  );
  return onClose;
}

const completions = () => calls.filter((c) => c.url === '/api/bookings/12/completion');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Complete job' }));

function sign() {
  const pad = screen.getByRole('img', { name: 'Signature pad, empty' });
  const at = (clientX: number, clientY: number, buttons: number) => ({
    clientX,
    clientY,
    buttons,
    button: 0,
    pointerId: 1,
    isPrimary: true,
  });
  fireEvent.pointerDown(pad, at(10, 10, 1));
  fireEvent.pointerMove(pad, at(40, 30, 1));
  fireEvent.pointerMove(pad, at(80, 20, 1));
  fireEvent.pointerUp(pad, at(80, 20, 0));
}

describe('the Complete job screen', () => {
  it('asks for a signature and sends nothing until there is one', async () => {
    open();
    await submit();
    const message = 'Ask the customer to sign, or tick "Customer not present".';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls).toEqual([]);
    sign();
    expect(screen.getByRole('img', { name: 'Signature pad, signed' })).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    await userEvent.type(screen.getByLabelText('Note for the office and the customer'), 'On studs');
    await submit();
    await waitFor(() => expect(completions()).toHaveLength(1));
    expect(completions()[0]).toMatchObject({
      method: 'POST',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: { note: 'On studs', signature: SIGNED },
    });
  });

  it('sends customerAbsent instead of a signature when the customer is not there', async () => {
    const onClose = open();
    await userEvent.click(screen.getByLabelText('Customer not present'));
    expect(screen.getByRole('img', { name: /off: customer not present/ })).toBeTruthy();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(completions()[0]?.body).toEqual({ customerAbsent: true });
  });

  it.each([
    { case: 'unpaid cash', over: {}, label: 'Collected $128.99 in cash' },
    {
      case: 'unpaid afterpay',
      over: { paymentMethod: 'afterpay' },
      label: 'Collected $128.99 in afterpay',
    },
    { case: 'card', over: { paymentMethod: 'card' }, label: null },
    { case: 'paid cash', over: { paymentStatus: 'paid' }, label: null },
  ])(
    'offers the money collected only for unpaid cash or afterpay: $case',
    async ({ over, label }) => {
      open(job(over));
      await userEvent.click(screen.getByLabelText('Customer not present'));
      if (label) await userEvent.click(screen.getByLabelText(label));
      else expect(screen.queryByLabelText(/^Collected/)).toBeNull();
      await submit();
      await waitFor(() => expect(completions()).toHaveLength(1));
      expect(completions()[0]?.body).toEqual(
        label ? { customerAbsent: true, collectedCents: 12899 } : { customerAbsent: true },
      );
    },
  );

  it("shows the server's refusals beside the field they name", async () => {
    answer = () =>
      Response.json(
        {
          message: 'collectedCents: Collect exactly $128.99',
          fieldErrors: { collectedCents: 'Collect exactly $128.99' },
        },
        { status: 400 },
      );
    const onClose = open();
    await userEvent.click(screen.getByLabelText('Customer not present'));
    await userEvent.click(screen.getByLabelText('Collected $128.99 in cash'));
    await submit();
    const message = await screen.findByText('Collect exactly $128.99');
    expect(message.id).toBe('collected-error');
    expect(
      screen.getByLabelText('Collected $128.99 in cash').getAttribute('aria-describedby'),
    ).toBe('collected-error');

    answer = () =>
      Response.json(
        { message: 'signature: Not a PNG image', fieldErrors: { signature: 'Not a PNG image' } },
        { status: 400 },
      );
    await submit();
    expect((await screen.findByText('Not a PNG image')).id).toBe('signature-error');

    answer = () => Response.json({ message: 'The booking is already completed' }, { status: 409 });
    await submit();
    expect((await screen.findByText('The booking is already completed')).getAttribute('role')).toBe(
      'alert',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline: keeps the whole completion (photos, fields, one key) in the queue', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const onClose = open();
    const photo = new File(['jpeg bytes'], 'wall.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('After photos from gallery'), [photo, photo]);
    expect(await screen.findByRole('img', { name: 'After photo 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove after photo 1' }));
    await userEvent.click(screen.getByLabelText('Customer not present'));
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([]);
    const [entry] = technicianQueue().snapshot();
    expect(entry).toMatchObject({
      technicianId: 7,
      bookingId: 12,
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      change: { completion: { fields: { customerAbsent: true }, photos: [{ uploadId: null }] } },
    });
  });

  it('keeps it in the queue with the uploads done so far when the network drops midway', async () => {
    answer = () => new TypeError('Failed to fetch');
    const onClose = open();
    const photo = new File(['jpeg bytes'], 'wall.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('After photo from camera'), photo);
    sign();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [entry] = technicianQueue().snapshot();
    expect(entry).toMatchObject({
      key: completions()[0]?.key,
      change: { completion: { fields: { signature: SIGNED }, photos: [{ uploadId: 'upload-1' }] } },
    });
  });
});
