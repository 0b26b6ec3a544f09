// GET /api/models/tv.glb?inches=&mount= (decisions.md "See it on your wall (true-scale 3D and
// AR)"): the true-scale TV the 3D and AR view shows. The parameters are the version, so the answer
// is cached for good; an ETag lets a revalidating browser get a 304.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MountType } from '../../../domain/catalog/mount-types';
import { tvModelQuerySchema } from '../../../domain/schemas/tv-model';
import { tvModelGlb } from '../../services/tv-model/tv-model';

interface Built {
  readonly body: Buffer;
  readonly etag: string;
}

// 87 sizes x 3 mounts of about 3 KB each at most: kept once built.
const built = new Map<string, Promise<Built>>();

function model(inches: number, mount: MountType): Promise<Built> {
  const key = `${inches}:${mount}`;
  let answer = built.get(key);
  if (!answer) {
    answer = tvModelGlb(inches, mount).then((glb) => {
      const body = Buffer.from(glb);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
      return { body, etag: `"${hash}"` };
    });
    built.set(key, answer);
  }
  return answer;
}

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/models/tv.glb',
    { schema: { querystring: tvModelQuerySchema } },
    async (request, reply) => {
      const { inches, mount } = request.query;
      const { body, etag } = await model(inches, mount);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', 'model/gltf-binary').send(body);
    },
  );
};
