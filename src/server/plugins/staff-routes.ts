// The one way to add staff routes (docs/decisions/009-staff-auth-order.md): every plugin given
// to registerStaffRoutes is registered inside one encapsulated context whose onRequest hook
// authenticates and checks the role, before the body is parsed or validated. A staff route
// therefore cannot forget authentication, and none answers 400/413/415 to a stranger.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '../../domain/schemas/staff';
import type { AppContext } from '../context';
import { ADMIN_ONLY_ROLES, authenticateStaff } from './auth';

/** A plugin of staff routes: `export const outboxRoutes: StaffRoutePlugin = async (app, { ctx }) => ...`. */
export type StaffRoutePlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;

export type StaffRouteInfo = { method: string; url: string; roles: readonly StaffRole[] };

const registered = new WeakMap<FastifyInstance, StaffRouteInfo[]>();

/**
 * Registers staff route plugins behind authentication. Each route allows admins only unless its
 * options say `config: ANY_STAFF` (admins and technicians); ownership (a technician's own
 * bookings) stays in the handler or service.
 */
export async function registerStaffRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  plugins: readonly StaffRoutePlugin[],
): Promise<void> {
  const routes = registered.get(app) ?? [];
  registered.set(app, routes);
  await app.register(async (staffScope) => {
    staffScope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const roles = route.config?.staffRoles ?? ADMIN_ONLY_ROLES;
      for (const method of methods) routes.push({ method, url: route.url, roles });
    });
    staffScope.addHook('onRequest', authenticateStaff(ctx));
    for (const plugin of plugins) await staffScope.register(plugin, { ctx });
  });
}

/** Every route registered through registerStaffRoutes (the tests walk them all). */
export function staffRoutesOf(app: FastifyInstance): readonly StaffRouteInfo[] {
  return registered.get(app) ?? [];
}
