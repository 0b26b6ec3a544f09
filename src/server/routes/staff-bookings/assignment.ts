// The team a staff PUT asks for (decisions.md "What the turn-3 walk-throughs settled"): the whole
// team, or the lead alone. The booking module's assign (src/server/bookings/assign.ts) puts it on.
import { fieldError } from '../../plugins/errors';
import type { BookingForUpdate } from './repository';

/**
 * The team a PUT asks for: `assignedTechnicianIds` (the whole team) or `assignedTechnicianId`
 * (the lead; the second stays unless they become the lead). Undefined when neither is sent.
 */
export function requestedTeam(
  booking: Pick<BookingForUpdate, 'assignedTechnicianId' | 'secondTechnicianId'>,
  body: {
    assignedTechnicianId?: number | null | undefined;
    assignedTechnicianIds?: number[] | undefined;
  },
): number[] | undefined {
  const { assignedTechnicianId: lead, assignedTechnicianIds: ids } = body;
  if (ids !== undefined) {
    if (lead !== undefined && lead !== (ids[0] ?? null)) {
      throw fieldError('assignedTechnicianIds', 'Must start with assignedTechnicianId (the lead)');
    }
    if (ids.length === 2 && ids[0] === ids[1]) {
      throw fieldError('assignedTechnicianIds', 'Choose two different technicians');
    }
    return ids;
  }
  if (lead === undefined) return undefined;
  if (lead === null) return [];
  const second = booking.secondTechnicianId;
  return second !== null && second !== lead ? [lead, second] : [lead];
}
