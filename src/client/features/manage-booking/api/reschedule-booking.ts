import type { RescheduleRequest } from '@/domain/schemas/manage';
import { useManageChange } from './manage-change';

/** POST /api/manage/{token}/reschedule: 409 when the window just filled or changes are closed. */
export const useRescheduleBooking = (token: string) =>
  useManageChange<RescheduleRequest>(token, 'reschedule');
