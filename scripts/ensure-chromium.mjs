// Browser tests drive Debian's Chromium; a browser download fails on our machines.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing; installing Debian's package: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Installing Chromium failed.');
    process.exit(1);
  }
}
