// POST /api/admin/login, POST /api/auth/technician-login, GET /api/staff/login-hints
// (store-staff-assistant.md section 7; decisions.md "Staff accounts").
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminLoginResponseSchema,
  type AdminLoginResponse,
  loginBodySchema,
  loginErrorSchema,
  loginHintsSchema,
  technicianLoginResponseSchema,
  type TechnicianLoginResponse,
  type StaffRole,
} from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { DEMO_STAFF } from '../../db/seed';
import { errorBody } from '../../plugins/errors';
import { LoginError, signIn, type SignedIn } from './service';

const errorResponses = { 401: loginErrorSchema, 403: loginErrorSchema, 429: loginErrorSchema };

function loginFailure(reply: FastifyReply, error: unknown) {
  if (error instanceof LoginError) {
    const body = errorBody(error.statusCode, error.message, error);
    return reply.status(error.statusCode).send({ ...body, error: error.message });
  }
  throw error;
}

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** A portal's sign-in: the same checks, the portal's own answer. */
  function loginRoute<Answer extends AdminLoginResponse | TechnicianLoginResponse>(
    url: string,
    portal: StaffRole,
    answerSchema: z.ZodType<Answer>,
    answer: (signed: SignedIn) => Answer,
  ) {
    app.post(
      url,
      {
        schema: {
          body: loginBodySchema,
          response: { 200: answerSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        try {
          return answer(await signIn(ctx, { ...request.body, ip: request.ip, portal }));
        } catch (error) {
          return loginFailure(reply, error);
        }
      },
    );
  }

  loginRoute('/api/admin/login', 'admin', adminLoginResponseSchema, (signed) => ({
    token: signed.token,
    role: 'admin',
    message: 'Login successful',
  }));
  loginRoute(
    '/api/auth/technician-login',
    'technician',
    technicianLoginResponseSchema,
    (signed) => ({
      token: signed.token,
      role: 'technician',
      technicianId: signed.id,
      name: signed.name,
    }),
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
