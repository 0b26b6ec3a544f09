// Uploaded product images are files beside the data (DATA_DIR/product-images), served by the
// site itself at /api/product-images/{file}: nothing is hot-linked (issue 26 item 16). Written,
// flushed, then renamed, so a crash never leaves half an image under its real name. An
// in-memory database (the tests) gets a temporary folder, removed on close.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_IMAGE_FILE_PATTERN,
} from '../../../domain/schemas/product-images';
import type { RoomPhotoType } from '../../../domain/photos/image-type';

export type ProductImageFiles = {
  readonly folder: string;
  /** Stores the bytes under a new random name and answers that name. */
  add(contentType: RoomPhotoType, bytes: Uint8Array): Promise<string>;
  read(file: string): Promise<Buffer | undefined>;
  close(): void;
};

function pathOf(folder: string, file: string): string {
  if (!PRODUCT_IMAGE_FILE_PATTERN.test(file)) throw new Error('not a product image file');
  return join(folder, file);
}

export function openProductImageFiles(dataDir: string): ProductImageFiles {
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory
    ? mkdtempSync(join(tmpdir(), 'tvmount-product-images-'))
    : join(dataDir, 'product-images');
  mkdirSync(folder, { recursive: true });
  return {
    folder,
    async add(contentType, bytes) {
      const file = `${randomBytes(16).toString('base64url')}.${PRODUCT_IMAGE_EXTENSIONS[contentType]}`;
      const target = pathOf(folder, file);
      const partial = `${target}.partial`;
      const handle = await open(partial, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, target);
      return file;
    },
    async read(file) {
      try {
        return await readFile(pathOf(folder, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    close() {
      if (inMemory) rmSync(folder, { recursive: true, force: true });
    },
  };
}
