import type { FastifyBaseLogger } from 'fastify';
import {
  FILE_MESSAGES,
  imageVariantObjects,
  type BucketUsage,
  type CreateBucketInput,
  type FileEntry,
  type StorageBucket,
} from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isObjectName, type StorageDriver } from '../../platform/storage/storage.ts';
import { fileLocationOf } from './file-location.ts';
import { FilesRepository } from './files.repository.ts';

/** The buckets the site itself writes to: the editors' images first, then the demo content's. */
export const SITE_BUCKETS = ['images', 'demo'] as const;

/**
 * The administrator's file manager (spec 02 §2): the buckets — the site's own, those an
 * administrator created, and any the store holds for this site —, their files, a file's address,
 * and deletion by address. Only a known bucket is ever read, written or deleted in.
 */
export class FilesService {
  private readonly repo: FilesRepository;

  constructor(private readonly deps: { db: Db; storage: StorageDriver; log: FastifyBaseLogger }) {
    this.repo = new FilesRepository(deps.db);
  }

  async buckets(): Promise<StorageBucket[]> {
    const [created, stored] = await Promise.all([this.repo.createdBuckets(), this.storedBuckets()]);
    const others = [...new Set([...created, ...stored])]
      .filter((name) => !(SITE_BUCKETS as readonly string[]).includes(name))
      .sort();
    return [...SITE_BUCKETS, ...others].map((name) => ({ name }));
  }

  /** What each bucket holds (the dashboard's storage figure): one listing per bucket. */
  async usage(): Promise<BucketUsage[]> {
    const buckets = await this.buckets();
    return Promise.all(
      buckets.map(async ({ name }) => {
        const objects = await this.storage(() => this.deps.storage.listObjects(name));
        return { bucket: name, fileCount: objects.length, totalBytes: objects.reduce((sum, o) => sum + o.size, 0) };
      }),
    );
  }

  async isKnownBucket(name: string): Promise<boolean> {
    return (
      (SITE_BUCKETS as readonly string[]).includes(name) ||
      (await this.repo.hasBucket(name)) ||
      (await this.storedBuckets()).includes(name)
    );
  }

  /** A new bucket, in the store and in the site's list; 409 when the name is taken (the primary key decides a race). */
  async createBucket({ name }: CreateBucketInput): Promise<StorageBucket> {
    const taken = () => AppError.conflict('CONFLICT', FILE_MESSAGES.bucketExists);
    if (await this.isKnownBucket(name)) throw taken();
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await new FilesRepository(trx).insertBucket(name, nowIso());
        // In the transaction: a store that refuses the bucket leaves no row behind.
        await this.storage(() => this.deps.storage.createBucket(name));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return { name };
  }

  /** Every file of the bucket, newest first. */
  async list(bucket: string): Promise<FileEntry[]> {
    await this.requireBucket(bucket);
    const objects = await this.storage(() => this.deps.storage.listObjects(bucket));
    return objects
      .sort((a, b) => b.lastModified.getTime() - a.lastModified.getTime() || (a.objectName < b.objectName ? -1 : 1))
      .map((o) => ({
        objectName: o.objectName,
        isDir: false,
        size: o.size,
        lastModified: o.lastModified.toISOString(),
        url: this.deps.storage.urlOf(bucket, o.objectName),
      }));
  }

  /** The absolute address a file is served at, on the site's origin. */
  async fileUrl(bucket: string, objectName: string, siteOrigin: string): Promise<string> {
    await this.requireBucket(bucket);
    if (!isObjectName(objectName)) throw AppError.notFound(FILE_MESSAGES.fileNotFound);
    return `${siteOrigin}${this.deps.storage.urlOf(bucket, objectName)}`;
  }

  /**
   * Deletes the file at this address (a site path or an absolute address on the site's origin) in
   * a known bucket; an uploaded image takes its narrower copies with it. Anything else is refused
   * before the store is touched.
   */
  async deleteByUrl(fileUrl: string, siteOrigin: string): Promise<void> {
    const location = fileLocationOf(fileUrl, siteOrigin);
    if (!location) throw AppError.validation([{ field: 'fileUrl', message: FILE_MESSAGES.badFileUrl }]);
    const { bucket, objectName } = location;
    if (!(await this.isKnownBucket(bucket)))
      throw AppError.validation([{ field: 'fileUrl', message: FILE_MESSAGES.bucketNotFound }]);
    const existed = await this.storage(() => this.deps.storage.delete(bucket, objectName));
    if (!existed) throw AppError.notFound(FILE_MESSAGES.fileNotFound);
    for (const copy of imageVariantObjects(objectName))
      await this.storage(() => this.deps.storage.delete(bucket, copy));
  }

  private async requireBucket(name: string): Promise<void> {
    if (!(await this.isKnownBucket(name))) throw AppError.notFound(FILE_MESSAGES.bucketNotFound);
  }

  /** The store's own list; a store that will not list (an S3 key without the right) lists nothing. */
  private async storedBuckets(): Promise<string[]> {
    try {
      return await this.deps.storage.listBuckets();
    } catch (err) {
      this.deps.log.warn({ err }, '无法列出存储中的存储桶');
      return [];
    }
  }

  /** A store that fails answers 503 with a Chinese reason, never the driver's own error. */
  private async storage<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.deps.log.error({ err }, '存储服务操作失败');
      throw new AppError('STORAGE_UNAVAILABLE', 503, undefined, { cause: err });
    }
  }
}
