// The admin's component tests: a signed-in admin's providers, a fetch that answers JSON, and the
// one call a form made.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import { AdminSessionProvider } from '../lib/admin-context';

/** Stubs the global fetch; every call answers `body` as JSON with `status`. */
export function stubJsonFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderAsAdmin(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // Inside Lingui's provider, as the app renders every screen (the shared dialog's Close is a
  // message).
  return render(
    <InLocale>
      <QueryClientProvider client={queryClient}>
        <AdminSessionProvider token="admin-token">{ui}</AdminSessionProvider>
      </QueryClientProvider>
    </InLocale>,
  );
}

/**
 * The one call made was `method path` with `body` as JSON, carrying the admin's token (the one
 * renderAsAdmin signs in with) as its bearer header.
 */
export async function expectAdminCall(
  fetchMock: ReturnType<typeof stubJsonFetch>,
  call: { method: string; path: string; body: unknown },
) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [path, init] = fetchMock.mock.calls[0]!;
  const headers = init?.headers as Record<string, string>;
  expect({
    method: init?.method,
    path,
    authorization: headers.authorization,
    body: JSON.parse(String(init?.body)) as unknown,
  }).toEqual({ ...call, authorization: 'Bearer admin-token' });
}
