import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { servingOf } from './content-types.ts';
import { BUCKET_PATTERN, isObjectName, type ObjectEntry, type StorageDriver } from './storage.ts';

/**
 * Where streamed uploads are written until they are complete: inside the root (so the final
 * rename stays on one file system and is atomic), under a name no bucket can have.
 */
const INCOMING = '.incoming';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under DATA_DIR/storage/<bucket>/<object>, served at /files/<bucket>/<object>. */
export function createLocalDiskStorage(root: string): StorageDriver {
  const folderOf = (bucket: string) => {
    if (!BUCKET_PATTERN.test(bucket)) throw new Error('invalid bucket');
    return path.join(root, bucket);
  };
  const fileOf = (bucket: string, objectName: string) => {
    if (!isObjectName(objectName)) throw new Error('invalid object path');
    return path.join(folderOf(bucket), ...objectName.split('/'));
  };
  return {
    async put(bucket, objectName, data) {
      const file = fileOf(bucket, objectName);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async putStream(bucket, objectName, body) {
      const file = fileOf(bucket, objectName);
      const incoming = path.join(root, INCOMING);
      await fs.mkdir(incoming, { recursive: true });
      const partial = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.rename(partial, file);
      } catch (error) {
        body.destroy();
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async delete(bucket, objectName) {
      try {
        await fs.unlink(fileOf(bucket, objectName));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async get(bucket, objectName) {
      const file = fileOf(bucket, objectName);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), contentType: servingOf(objectName).contentType, size: stat.size };
    },
    async createBucket(bucket) {
      await fs.mkdir(folderOf(bucket), { recursive: true });
    },
    async listBuckets() {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((e) => e.isDirectory() && BUCKET_PATTERN.test(e.name))
        .map((e) => e.name)
        .sort();
    },
    async listObjects(bucket) {
      const folder = folderOf(bucket);
      const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const objects: ObjectEntry[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const objectName = path.relative(folder, file).split(path.sep).join('/');
        // Only what the site could have written (a stray file with another name is not served either).
        if (!isObjectName(objectName)) continue;
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) objects.push({ objectName, size: stat.size, lastModified: stat.mtime });
      }
      return objects;
    },
    urlOf: (bucket, objectName) => `/files/${bucket}/${objectName}`,
    close: () => undefined,
  };
}
