// The browser's copy of the business facts (useBusiness() reads it): a page without an embedded
// copy asks GET /api/business once, a failure is asked again by the next screen, and the admin's
// save reaches every listener.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';

const FACTS = { ...SEED_BUSINESS_FACTS, version: 3 };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fresh copy of the module (its store is module state). */
const freshStore = async () => {
  vi.resetModules();
  return import('./business-facts');
};

describe('the business facts store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API once for all screens when the page embeds no copy', async () => {
    fetchMock.mockResolvedValue(answer(200, FACTS));
    const store = await freshStore();
    expect(store.businessFactsSnapshot()).toBeUndefined();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeBusinessFacts(first);
    store.subscribeBusinessFacts(second);
    await vi.waitFor(() => expect(first).toHaveBeenCalled());
    expect(second).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/business');
    expect(store.businessFactsSnapshot()).toEqual(FACTS);
  });

  it('asks again when the next screen subscribes after a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { message: 'Unavailable' }));
    fetchMock.mockResolvedValueOnce(answer(200, FACTS));
    const store = await freshStore();
    const listener = vi.fn();
    const stop = store.subscribeBusinessFacts(listener);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).not.toHaveBeenCalled();
    expect(store.businessFactsSnapshot()).toBeUndefined();
    stop();
    store.subscribeBusinessFacts(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.businessFactsSnapshot()).toEqual(FACTS);
  });

  it('gives every listener the facts the admin saved, and stops telling one that left', async () => {
    fetchMock.mockResolvedValue(answer(200, FACTS));
    const store = await freshStore();
    store.setBusinessFacts(FACTS);
    const staying = vi.fn();
    const leaving = vi.fn();
    store.subscribeBusinessFacts(staying);
    store.subscribeBusinessFacts(leaving)();
    const saved = { ...FACTS, phone: '(980) 555-0142', version: 4 };
    store.setBusinessFacts(saved);
    expect(staying).toHaveBeenCalledTimes(1);
    expect(leaving).not.toHaveBeenCalled();
    expect(store.businessFactsSnapshot()).toBe(saved);
    // The store had a copy: nobody asked the API.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
