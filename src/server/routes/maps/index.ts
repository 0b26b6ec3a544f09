import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleMapsKeyResponseSchema } from '../../../domain/schemas/payments';
import type { AppContext } from '../../context';
import { publicSiteUrl } from '../../services/manage-links';
import { mapsKeyState } from '../../services/maps/key-check';

/**
 * GET /api/google-maps-key: the browser key for Places autocomplete, or null (manual entry), with
 * `working` and `error` (store-staff-assistant.md's call table). A browser key is public by
 * design; it is restricted by HTTP referrer in Google's console.
 */
export const mapsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/google-maps-key',
    { schema: { response: { 200: googleMapsKeyResponseSchema } } },
    async () => {
      const key = ctx.config.GOOGLE_MAPS_API_KEY ?? null;
      const state = await mapsKeyState(key ?? undefined, { referer: publicSiteUrl(ctx.config) });
      return { key, ...state };
    },
  );
};
