// Uploaded product images are files beside the data (DATA_DIR/product-images), served by the
// site itself at /api/product-images/{file}: nothing is hot-linked (issue 26 item 16).
import { randomBytes } from 'node:crypto';
import {
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_IMAGE_FILE_PATTERN,
} from '../../../domain/schemas/product-images';
import type { RoomPhotoType } from '../../../domain/photos/image-type';
import { openFileStore, type FileStore } from '../../services/files/file-store';

export type ProductImageFiles = Pick<FileStore, 'folder' | 'read' | 'close'> & {
  /** Stores the bytes under a new random name and answers that name. */
  add(contentType: RoomPhotoType, bytes: Uint8Array): Promise<string>;
};

export function openProductImageFiles(dataDir: string): ProductImageFiles {
  const store = openFileStore(dataDir, {
    folderName: 'product-images',
    namePattern: PRODUCT_IMAGE_FILE_PATTERN,
    what: 'a product image file',
  });
  return {
    folder: store.folder,
    read: (file) => store.read(file),
    close: () => store.close(),
    async add(contentType, bytes) {
      const file = `${randomBytes(16).toString('base64url')}.${PRODUCT_IMAGE_EXTENSIONS[contentType]}`;
      await store.write(file, bytes);
      return file;
    },
  };
}
