import type { CancelRequest } from '@/domain/schemas/manage';
import { useManageChange } from './manage-change';

/** POST /api/manage/{token}/cancel: a paid booking comes back refunded; the freed window is bookable again. */
export const useCancelBooking = (token: string) => useManageChange<CancelRequest>(token, 'cancel');
