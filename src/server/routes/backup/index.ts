// POST /api/backups: `npm run backup` asks the running server for a backup now (docs/decisions/
// 046). On this machine only (a loopback socket, no proxy's header; 403 otherwise), like
// /metrics without a token; 409 on PostgreSQL, where pg_dump is the backup.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { takeBackup } from '../../services/backup/take-backup';
import { metricsAccess } from '../../services/metrics/access';

/** The archive written and the old ones removed to keep the newest 14 (absolute paths). */
const backupTakenSchema = z.object({ file: z.string(), removed: z.array(z.string()) });

export function registerBackupRoute(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/backups',
      { schema: { response: { 201: backupTakenSchema } } },
      async (request, reply) => {
        if (metricsAccess(request, undefined) !== 'allowed') {
          throw new HttpError(403, 'Backups are asked for on this machine only (npm run backup)');
        }
        if (!ctx.database.copyDataFolder) {
          throw new HttpError(409, 'This server runs on PostgreSQL: back it up with pg_dump');
        }
        const { file, removed } = await takeBackup(ctx.database, ctx.config.DATA_DIR, 'manual');
        return reply.status(201).send({ file, removed });
      },
    );
}
