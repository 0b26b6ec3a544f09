// POST /api/auth/logout (docs/decisions/009-staff-auth-order.md): a staff route, so the token is
// checked first; it then bumps the member's token version, which ends this token and every other
// token they hold (on every app server, since the version lives in the database).
import { logoutResponseSchema } from '../../../domain/schemas/staff';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { revokeStaffTokens } from '../../services/tokens';

export const logoutRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.post(
    '/api/auth/logout',
    { config: ANY_STAFF, schema: { response: { 200: logoutResponseSchema } } },
    async (request) => {
      await revokeStaffTokens(ctx.db, signedInStaff(request).id);
      return { message: 'Signed out' };
    },
  );
};
