import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { BUCKET_PATTERN, OBJECT_PATTERN, type StorageDriver } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** Files under DATA_DIR/storage/<bucket>/<object>, served at /files/<bucket>/<object>. */
export function createLocalDiskStorage(root: string): StorageDriver {
  const fileOf = (bucket: string, objectName: string) => {
    if (!BUCKET_PATTERN.test(bucket) || !OBJECT_PATTERN.test(objectName) || objectName.includes('..'))
      throw new Error('invalid object path');
    return path.join(root, bucket, ...objectName.split('/'));
  };
  return {
    async put(bucket, objectName, data) {
      const file = fileOf(bucket, objectName);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async delete(bucket, objectName) {
      await fs.rm(fileOf(bucket, objectName), { force: true });
    },
    async get(bucket, objectName) {
      const file = fileOf(bucket, objectName);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: CONTENT_TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream',
        size: stat.size,
      };
    },
    urlOf: (bucket, objectName) => `/files/${bucket}/${objectName}`,
    close: () => undefined,
  };
}
