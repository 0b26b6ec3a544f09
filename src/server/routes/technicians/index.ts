// GET and POST /api/technicians: the admin's Team Management (store-staff-assistant.md sections 2, 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTechnicianBodySchema,
  technicianListSchema,
  technicianSchema,
} from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { requireStaff } from '../../plugins/auth';
import { hashPassword } from '../../services/passwords';
import { insertStaff, listStaff, usernameTaken } from './repository';

export const technicianRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const adminOnly = requireStaff(ctx, ['admin']);

  app.get(
    '/api/technicians',
    { preHandler: adminOnly, schema: { response: { 200: technicianListSchema } } },
    async () => listStaff(ctx.db),
  );

  app.post(
    '/api/technicians',
    {
      preHandler: adminOnly,
      schema: { body: createTechnicianBodySchema, response: { 201: technicianSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const taken = () =>
        new HttpError(409, 'username: That username is already taken', {
          username: 'That username is already taken',
        });
      // Usernames are unique regardless of case, so "Mike" cannot shadow "mike".
      if (await usernameTaken(ctx.db, body.username)) throw taken();
      const created = await insertStaff(ctx.db, {
        name: body.name,
        username: body.username,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        phone: body.phone,
        email: body.email,
        address: body.address ?? null,
        emergencyContact: body.emergencyContact ?? null,
        emergencyPhone: body.emergencyPhone ?? null,
        specialties: body.specialties,
        certifications: body.certifications,
        notes: body.notes ?? null,
      });
      // A concurrent create of the same username loses the unique index race: the same 409.
      if (!created) throw taken();
      return reply.status(201).send(created);
    },
  );
};
