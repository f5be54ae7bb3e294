import fs from 'node:fs/promises';
import path from 'node:path';
import { BUCKET_PATTERN, OBJECT_PATTERN, type StorageDriver } from './storage.ts';

/** Files under DATA_DIR/storage/<bucket>/<object>, served at /files/<bucket>/<object>. */
export function createLocalDiskStorage(root: string): StorageDriver {
  const fileOf = (bucket: string, objectName: string) => {
    if (!BUCKET_PATTERN.test(bucket) || !OBJECT_PATTERN.test(objectName) || objectName.includes('..')) throw new Error('invalid object path');
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
    urlOf: (bucket, objectName) => `/files/${bucket}/${objectName}`,
  };
}
