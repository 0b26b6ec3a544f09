import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedSlot, BlockedSlotBody } from '@/domain/schemas/staff-operations';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminLists, WINDOW_CHANGE } from '../../lib/admin-queries';

/** POST /api/blocked-slots: customers can no longer book that window. */
export const blockWindow = (token: string, body: BlockedSlotBody) =>
  apiRequest<BlockedSlot>('POST', '/api/blocked-slots', body, { token });

/** DELETE /api/blocked-slots/{id}: the window opens again. */
export const unblockWindow = (token: string, id: number) =>
  apiRequest<unknown>('DELETE', `/api/blocked-slots/${id}`, undefined, { token });

export function useBlockWindow(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockedSlotBody) => blockWindow(token, body),
    // The board and the customers' availability both change.
    onSettled: () => invalidateAdminLists(queryClient, WINDOW_CHANGE),
  });
}

export function useUnblockWindow(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unblockWindow(token, id),
    onSettled: () => invalidateAdminLists(queryClient, WINDOW_CHANGE),
  });
}
