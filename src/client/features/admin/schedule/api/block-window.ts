import type { BlockedSlot, BlockedSlotBody } from '@/domain/schemas/staff-operations';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange, WINDOW_CHANGE } from '../../lib/admin-queries';

/** POST /api/blocked-slots: customers can no longer book that window. */
export const blockWindow = (token: string, body: BlockedSlotBody) =>
  apiRequest<BlockedSlot>('POST', '/api/blocked-slots', body, { token });

/** DELETE /api/blocked-slots/{id}: the window opens again. */
export const unblockWindow = (token: string, id: number) =>
  apiRequest<unknown>('DELETE', `/api/blocked-slots/${id}`, undefined, { token });

// The board and the customers' availability both change.
export const useBlockWindow = (token: string) =>
  useAdminChange((body: BlockedSlotBody) => blockWindow(token, body), WINDOW_CHANGE);

export const useUnblockWindow = (token: string) =>
  useAdminChange((id: number) => unblockWindow(token, id), WINDOW_CHANGE);
