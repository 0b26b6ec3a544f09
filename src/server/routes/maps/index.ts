import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleMapsKeyResponseSchema } from '../../../domain/schemas/payments';
import type { AppContext } from '../../context';

/**
 * GET /api/google-maps-key: the browser key for Places autocomplete, or null (manual entry).
 * A browser key is public by design; it is restricted by HTTP referrer in Google's console.
 */
export const mapsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/google-maps-key',
    { schema: { response: { 200: googleMapsKeyResponseSchema } } },
    async () => ({ key: ctx.config.GOOGLE_MAPS_API_KEY ?? null }),
  );
};
