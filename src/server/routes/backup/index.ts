// POST /api/backups: a backup now (docs/decisions/046, 056). Taking one needs an admin token, from
// this machine too (decisions.md "Holding up under abuse": any local process could take them and
// 15 calls rotated every nightly backup away). `npm run backup` has no token: it sends the backup
// key the running server wrote in its 0600 DATA_DIR/server.json, taken from a loopback socket
// only. 409 on PostgreSQL, where pg_dump is the backup.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerToken, staffOfToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { BACKUP_KEY_HEADER, isThisServersBackupKey } from '../../services/backup/server-file';
import { takeBackup } from '../../services/backup/take-backup';
import { metricsAccess } from '../../services/metrics/access';

/** The archive written and the old ones removed to keep the newest 14 (absolute paths). */
const backupTakenSchema = z.object({ file: z.string(), removed: z.array(z.string()) });

/** 401 without a valid credential, 403 for a technician or a backup key from elsewhere. */
async function allowBackup(request: FastifyRequest, ctx: AppContext): Promise<void> {
  const key = request.headers[BACKUP_KEY_HEADER];
  if (typeof key === 'string') {
    if (!isThisServersBackupKey(ctx.config.DATA_DIR, key)) {
      throw new HttpError(401, 'The backup key is not this server’s (DATA_DIR/server.json)');
    }
    // A proxy on this machine makes outside requests look local: its forwarding header says so.
    if (metricsAccess(request, undefined) !== 'allowed') {
      throw new HttpError(403, 'The backup key is taken on this machine only (npm run backup)');
    }
    return;
  }
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Sign in required: a backup needs an admin token');
  const member = await staffOfToken(ctx, token);
  if (!member) throw new HttpError(401, 'Your session is invalid or has expired. Sign in again.');
  if (member.role !== 'admin') throw new HttpError(403, 'Only an admin may take a backup');
}

export function registerBackupRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/backups',
    {
      schema: {
        response: { 201: backupTakenSchema },
        errors: {
          401: 'No admin token (Authorization: Bearer) and no valid backup key (X-Backup-Key)',
          403: 'A technician’s token, or the backup key from another machine',
          409: 'The server runs on PostgreSQL: back it up with pg_dump',
        },
      },
    },
    async (request, reply) => {
      await allowBackup(request, ctx);
      if (!ctx.database.copyDataFolder) {
        throw new HttpError(409, 'This server runs on PostgreSQL: back it up with pg_dump');
      }
      const { file, removed } = await takeBackup(ctx.database, ctx.config.DATA_DIR, 'manual');
      return reply.status(201).send({ file, removed });
    },
  );
}
