// GET /api/placeholder/{width}/{height} (store-staff-assistant.md section 7): a small grey SVG of
// the asked size, shown when a product has no image or its image fails. Drawn here, so nothing
// is fetched from elsewhere; the same size always gives the same bytes, so browsers cache it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** decisions.md "Demo and diagnostic pages": 1 to 2000 pixels each way; any other size is a 400. */
export const MAX_PLACEHOLDER_SIDE = 2000;

const side = (name: string) => {
  const message = `${name}: a whole number of pixels from 1 to ${MAX_PLACEHOLDER_SIDE}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(MAX_PLACEHOLDER_SIDE, message);
};

export function placeholderSvg(width: number, height: number): string {
  const icon = Math.max(8, Math.round(Math.min(width, height) * 0.3));
  const x = (width - icon) / 2;
  const y = (height - icon) / 2;
  const stroke = Math.max(1, Math.round(icon / 16));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No image">` +
    `<rect width="100%" height="100%" fill="#e5e7eb"/>` +
    `<g fill="none" stroke="#9ca3af" stroke-width="${stroke}" stroke-linejoin="round">` +
    `<rect x="${x}" y="${y}" width="${icon}" height="${icon}" rx="${stroke * 2}"/>` +
    `<path d="M${x + icon * 0.12} ${y + icon * 0.82}l${icon * 0.26}-${icon * 0.3} ${icon * 0.18} ${icon * 0.16} ${icon * 0.2}-${icon * 0.26} ${icon * 0.12} ${icon * 0.4}"/>` +
    `<circle cx="${x + icon * 0.7}" cy="${y + icon * 0.3}" r="${icon * 0.09}"/>` +
    `</g></svg>`
  );
}

export const placeholderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/placeholder/:width/:height',
    {
      schema: {
        params: z.object({ width: side('width'), height: side('height') }),
        answers: { 200: { description: 'A placeholder picture', contentTypes: ['image/svg+xml'] } },
      },
    },
    async (request, reply) => {
      const { width, height } = request.params;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(placeholderSvg(width, height));
    },
  );
};
