// The nightly backup (decisions.md "Running it", docs/decisions/046): checked every minute, taken
// once a business day from 3 AM New York time, so a server down at 3 AM catches up when it is up.
// On PostgreSQL it does not run: pg_dump is the backup there, and the log says so once.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { listBackups } from '../services/backup/backup-files';
import { removeInterruptedBackups } from '../services/backup/interrupted';
import { nightlyDue } from '../services/backup/schedule';
import { takeBackup } from '../services/backup/take-backup';
import type { Job } from './runner';

export function nightlyBackupJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Job | undefined {
  if (!ctx.database.copyDataFolder) {
    if (ctx.database.kind === 'postgres') {
      log.info('No nightly backup on PostgreSQL: back it up with pg_dump (README, Backups)');
    }
    return undefined;
  }
  const dataDir = ctx.config.DATA_DIR;
  // A backup a crash interrupted leaves nothing behind (decisions.md "Holding up under abuse").
  const removed = removeInterruptedBackups(dataDir);
  if (removed.length > 0) log.warn({ removed }, 'interrupted backups removed');
  return {
    name: 'nightly-backup',
    intervalMs: 60_000,
    runAtStart: true,
    startDelayMs: 5_000,
    run: async () => {
      const last = listBackups(dataDir)
        .filter((file) => file.reason === 'nightly')
        .at(-1)?.at;
      if (!nightlyDue(now(), last)) return;
      const { file, removed } = await takeBackup(ctx.database, dataDir, 'nightly', now);
      log.info({ file, removed }, 'nightly backup written');
    },
  };
}
