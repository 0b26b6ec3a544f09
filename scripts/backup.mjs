// `npm run backup`: a backup of DATA_DIR now (docs/decisions/046), asked of the running server
// or taken here when none runs.
import { buildIfNeeded } from './lib/build-if-needed.mjs';

buildIfNeeded();
const { backupCommand } = await import('../dist/server/services/backup/cli.js');
process.exit(await backupCommand());
