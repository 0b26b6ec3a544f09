// `npm run restore -- <file>`: a backup into an empty DATA_DIR (docs/decisions/046).
import { buildIfNeeded } from './lib/build-if-needed.mjs';

buildIfNeeded();
const { restoreCommand } = await import('../dist/server/services/backup/cli.js');
process.exit(await restoreCommand(process.argv[2]));
