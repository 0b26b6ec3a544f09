// GET and POST /api/technicians: the admin's Team Management (store-staff-assistant.md sections 2, 7).
import {
  createTechnicianBodySchema,
  technicianListSchema,
  technicianSchema,
} from '../../../domain/schemas/staff';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { hashPassword } from '../../services/passwords';
import { insertStaff, listStaff, usernameTaken } from './repository';

// Admin only: registered through registerStaffRoutes, which authenticates before the body is read.
export const technicianRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get('/api/technicians', { schema: { response: { 200: technicianListSchema } } }, async () =>
    listStaff(ctx.db),
  );

  app.post(
    '/api/technicians',
    {
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
