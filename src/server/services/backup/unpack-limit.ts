// A restore's bound (decisions.md "Holding up under abuse"; docs/decisions/056): an archive is
// refused when it would unpack to more than 20 times its size or past the free disk under
// DATA_DIR. A 3.1 MB archive of zeros unpacked to 3.2 GB before. The archive is read once
// through gunzip, counting and writing nothing, and the count stops at the limit, so a bomb costs
// the time of reading `limit` bytes, never the disk.
import { createReadStream, statSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

export const MAX_UNPACK_RATIO = 20;

export class UnpackTooLarge extends Error {}

/** Free bytes for an unprivileged user on the disk holding `path`. */
async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

/** The most `file` may unpack to under `folder`: 20 times its size, or the free disk if less. */
export async function unpackLimit(file: string, folder: string): Promise<number> {
  return Math.min(statSync(file).size * MAX_UNPACK_RATIO, await freeBytes(folder));
}

/** A pass-through that throws UnpackTooLarge once more than `limit` bytes went through it. */
export function countingLimit(limit: number, file: string): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > limit) {
        done(
          new UnpackTooLarge(
            `${file} would unpack to more than ${limit} bytes (${MAX_UNPACK_RATIO} times its size, ` +
              'or the free disk): refused, nothing was written',
          ),
        );
        return;
      }
      done(null, chunk);
    },
  });
}

/** Throws UnpackTooLarge when `file` unpacks to more than `limit` bytes. */
export async function checkUnpackedSize(file: string, limit: number): Promise<void> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(file), createGunzip(), countingLimit(limit, file), discard);
}
