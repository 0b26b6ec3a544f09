// POST /api/admin/login, POST /api/auth/technician-login, GET /api/staff/login-hints
// (store-staff-assistant.md section 7; decisions.md "Staff accounts").
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginResponseSchema,
  loginBodySchema,
  loginErrorSchema,
  loginHintsSchema,
  technicianLoginResponseSchema,
  type StaffRole,
} from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { DEMO_STAFF } from '../../db/seed';
import { LoginError, signIn } from './service';

const errorResponses = { 401: loginErrorSchema, 403: loginErrorSchema, 429: loginErrorSchema };

function loginFailure(reply: FastifyReply, error: unknown) {
  if (error instanceof LoginError) {
    return reply.status(error.statusCode).send({ message: error.message, error: error.message });
  }
  throw error;
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        body: loginBodySchema,
        response: { 200: adminLoginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const signed = await signIn(ctx, { ...request.body, ip: request.ip, portal: 'admin' });
        return { token: signed.token, role: 'admin' as const, message: 'Login successful' };
      } catch (error) {
        return loginFailure(reply, error);
      }
    },
  );

  app.post(
    '/api/auth/technician-login',
    {
      schema: {
        body: loginBodySchema,
        response: { 200: technicianLoginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const signed = await signIn(ctx, { ...request.body, ip: request.ip, portal: 'technician' });
        return {
          token: signed.token,
          role: 'technician' as const,
          technicianId: signed.id,
          name: signed.name,
        };
      } catch (error) {
        return loginFailure(reply, error);
      }
    },
  );

  // The login screens show demo credentials only in demo mode (never in production).
  app.get(
    '/api/staff/login-hints',
    { schema: { response: { 200: loginHintsSchema } } },
    async () => {
      if (!ctx.config.demoMode) return { demo: false };
      const creds = (role: StaffRole) =>
        DEMO_STAFF.filter((s) => s.role === role).map(({ username, password }) => ({
          username,
          password,
        }));
      return { demo: true, admin: creds('admin')[0], technicians: creds('technician') };
    },
  );
};
