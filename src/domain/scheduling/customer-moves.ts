// Where a customer may move a booking themselves (decisions.md "What the turn-3 walk-throughs
// settled"): only into a window that starts more than 24 hours from now. A later window would
// skip the same-day fee and lock the customer out of later changes, so it is made by phone.
import { MANAGE_CUTOFF_HOURS } from '../schemas/manage';
import { slotStartsAt, type SlotLabel } from './business-time';

export function isMovableWindow(date: string, time: SlotLabel, now: Date): boolean {
  return slotStartsAt(date, time).getTime() - now.getTime() > MANAGE_CUTOFF_HOURS * 60 * 60_000;
}

export function moveWithinCutoffMessage(phone: string): string {
  return `That window starts within ${MANAGE_CUTOFF_HOURS} hours, so a move into it is made by phone: please call ${phone}.`;
}
