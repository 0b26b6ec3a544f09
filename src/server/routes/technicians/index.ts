// The admin's Team Management (store-staff-assistant.md sections 2, 7; issue 16): list, create,
// edit (partial), and set a new password.
import {
  createTechnicianBodySchema,
  technicianListSchema,
  technicianSchema,
} from '../../../domain/schemas/staff';
import {
  technicianParamsSchema,
  technicianPasswordBodySchema,
  technicianPasswordResponseSchema,
  technicianUpdateBodySchema,
  technicianUpdateResponseSchema,
} from '../../../domain/schemas/staff-team';
import { signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { hashPassword } from '../../services/passwords';
import { insertStaff, listStaff, usernameTaken } from './repository';
import { setPassword, updateTeamMember } from './service';

// Admin only: registered through registerStaffRoutes, which authenticates before the body is read.
export const technicianRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get('/api/technicians', { schema: { response: { 200: technicianListSchema } } }, async () =>
    listStaff(ctx.db),
  );

  app.post(
    '/api/technicians',
    {
      schema: {
        body: createTechnicianBodySchema,
        response: { 201: technicianSchema },
        errors: { 409: 'username: That username is already taken' },
      },
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

  // Partial: any subset of name, phone, email, role, specialties, maxJobsPerDay, isActive.
  app.put(
    '/api/technicians/:id',
    {
      schema: {
        params: technicianParamsSchema,
        body: technicianUpdateBodySchema,
        response: { 200: technicianUpdateResponseSchema },
        errors: {
          409: 'The username is taken, or an admin would deactivate or demote themselves',
        },
      },
    },
    async (request) =>
      updateTeamMember(ctx, signedInStaff(request), request.params.id, request.body),
  );

  app.post(
    '/api/technicians/:id/password',
    {
      schema: {
        params: technicianParamsSchema,
        body: technicianPasswordBodySchema,
        response: { 200: technicianPasswordResponseSchema },
      },
    },
    async (request) => {
      await setPassword(ctx, request.params.id, request.body.password);
      return { message: 'Password changed. Their signed-in sessions have ended.' };
    },
  );
};
