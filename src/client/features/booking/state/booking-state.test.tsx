// @vitest-environment jsdom
// The booking reducer as the flow uses it: through React's useReducer (booking-flow.tsx).
import { act, cleanup, renderHook } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingReducer, emptyBookingState, QUANTITY_LIMITS, type CartTv } from './booking-state';

afterEach(cleanup);

const tv = (id: string) => ({ id, tvSize: '56-65', wallType: 'drywall_studs' }) as CartTv;

function renderBooking() {
  return renderHook(() => useReducer(bookingReducer, emptyBookingState()));
}

describe('the booking reducer', () => {
  it('adds, replaces, removes and restores a TV at its place', () => {
    const { result } = renderBooking();
    const dispatch = () => result.current[1];
    act(() => dispatch()({ type: 'save-tv', tv: tv('a') }));
    act(() => dispatch()({ type: 'save-tv', tv: tv('b') }));
    act(() => dispatch()({ type: 'save-tv', tv: { ...tv('a'), tvSize: '44-55' } as CartTv }));
    expect(result.current[0].tvs.map((one) => [one.id, one.tvSize])).toEqual([
      ['a', '44-55'],
      ['b', '56-65'],
    ]);
    const removed = result.current[0].tvs[0] as CartTv;
    act(() => dispatch()({ type: 'remove-tv', id: 'a' }));
    expect(result.current[0].tvs.map((one) => one.id)).toEqual(['b']);
    act(() => dispatch()({ type: 'restore-tv', tv: removed, index: 0 }));
    expect(result.current[0].tvs.map((one) => one.id)).toEqual(['a', 'b']);
  });

  it('adds a service once and keeps its quantity within the limits', () => {
    const { result } = renderBooking();
    const add = { type: 'add-service', serviceType: 'ceilingFan', option: 'standard' } as const;
    act(() => result.current[1](add));
    act(() => result.current[1](add));
    expect(result.current[0].services).toHaveLength(1);
    const id = result.current[0].services[0]?.id ?? '';
    act(() => result.current[1]({ type: 'set-service-quantity', id, quantity: 99 }));
    expect(result.current[0].services[0]?.quantity).toBe(QUANTITY_LIMITS.max);
    act(() => result.current[1]({ type: 'set-service-quantity', id, quantity: 0 }));
    expect(result.current[0].services[0]?.quantity).toBe(QUANTITY_LIMITS.min);
  });

  it('clears the arrival window when another day is chosen, not when the same one is', () => {
    const { result } = renderBooking();
    act(() => result.current[1]({ type: 'set-date', date: '2030-06-12' }));
    act(() => result.current[1]({ type: 'set-time', time: '10:00 AM' }));
    const before = result.current[0];
    act(() => result.current[1]({ type: 'set-date', date: '2030-06-12' }));
    expect(result.current[0]).toBe(before);
    act(() => result.current[1]({ type: 'set-date', date: '2030-06-13' }));
    expect(result.current[0].time).toBeNull();
  });

  it('keeps where a draft in progress started; an empty one starts where it is entered', () => {
    const { result } = renderBooking();
    act(() => result.current[1]({ type: 'start', entry: 'services', highlight: 'ceilingFan' }));
    expect(result.current[0].startedAt).toBe('services');
    act(() => result.current[1]({ type: 'save-tv', tv: tv('a') }));
    act(() => result.current[1]({ type: 'start', entry: 'builder', highlight: null }));
    expect(result.current[0].startedAt).toBe('services');
    act(() => result.current[1]({ type: 'reset' }));
    expect(result.current[0]).toEqual(emptyBookingState());
  });
});
