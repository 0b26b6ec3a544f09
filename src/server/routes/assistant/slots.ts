// Open arrival windows for the assistant, from the same slot counts the booking uses
// (time-slots/repository.ts): not full, not blocked, not started.
import type { SlotLookup, SlotQuery } from '../../../domain/assistant/respond';
import {
  bookableDates,
  isSlotPast,
  SLOT_LABELS,
  slotPeriod,
} from '../../../domain/scheduling/business-time';
import type { SlotChoice } from '../../../domain/schemas/assistant';
import type { Executor } from '../../db/client';
import { hasRoom, loadSlots } from '../../bookings/slots';

const NEXT_OPEN_COUNT = 6;

async function openOn(db: Executor, date: string, now: Date): Promise<SlotChoice[]> {
  const load = await loadSlots(db, date);
  return SLOT_LABELS.filter((time) => !isSlotPast(date, time, now) && hasRoom(load, time)).map(
    (time) => ({ date, time }),
  );
}

export async function lookupSlots(db: Executor, query: SlotQuery, now: Date): Promise<SlotLookup> {
  const byDate = new Map<string, SlotChoice[]>();
  const open = async (date: string) => {
    let slots = byDate.get(date);
    if (!slots) {
      slots = await openOn(db, date, now);
      byDate.set(date, slots);
    }
    return slots;
  };
  const matching: SlotChoice[] = [];
  for (const date of query.dates) {
    for (const slot of await open(date)) {
      if (query.time && slot.time !== query.time) continue;
      if (!query.time && query.period && slotPeriod(slot.time) !== query.period) continue;
      matching.push(slot);
    }
  }
  const nextOpen: SlotChoice[] = [];
  if (matching.length === 0) {
    for (const date of bookableDates(now)) {
      for (const slot of await open(date)) {
        if (nextOpen.length < NEXT_OPEN_COUNT) nextOpen.push(slot);
      }
      if (nextOpen.length >= NEXT_OPEN_COUNT) break;
    }
  }
  return { matching, nextOpen };
}
