import type { LogoutResponse } from '@/domain/schemas/staff';
import { apiRequest } from './api-client';

/**
 * POST /api/auth/logout for both staff portals: the server moves the member's token version on,
 * so this token (and any copy of it) stops working at once (docs/decisions/009). The screen signs
 * out locally whatever the answer: an expired token or a dropped connection must not keep anyone
 * on the dashboard.
 */
export async function signOutStaff(token: string): Promise<void> {
  try {
    await apiRequest<LogoutResponse>('POST', '/api/auth/logout', undefined, { token });
  } catch {
    // Already ended or unreachable: the local session is cleared either way.
  }
}
