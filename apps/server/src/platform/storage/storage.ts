import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
}

/** One object of a bucket, as a listing shows it. */
export interface ObjectEntry {
  objectName: string;
  size: number;
  lastModified: Date;
}

/** Where uploaded files live: the local disk by default, any S3-compatible store when configured. */
export interface StorageDriver {
  put(bucket: string, objectName: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Writes a stream as the object without holding it in memory, all or nothing: when the stream
   * fails (a size limit, a dropped connection) no object and no partial data is left behind.
   */
  putStream(bucket: string, objectName: string, body: Readable, contentType: string): Promise<void>;
  /** Removes the object; false when there was none. */
  delete(bucket: string, objectName: string): Promise<boolean>;
  /** The object's bytes, or null when there is none. */
  get(bucket: string, objectName: string): Promise<StoredObject | null>;
  /** Makes the bucket if it does not exist yet (uploads also make theirs on first use). */
  createBucket(bucket: string): Promise<void>;
  /** The buckets that exist in the store (on S3: those under this site's prefix, without it). */
  listBuckets(): Promise<string[]>;
  /** Every object of the bucket with its full name (no folders); none for a bucket that does not exist. */
  listObjects(bucket: string): Promise<ObjectEntry[]>;
  /** The address the site serves the object at. */
  urlOf(bucket: string, objectName: string): string;
  close(): void;
}

export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Object names are chosen by the server: segments of [a-z0-9._-], no '..'. */
export const OBJECT_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

/** An object name the drivers accept: the pattern, and no '..' anywhere. */
export const isObjectName = (objectName: string): boolean =>
  objectName.length <= 1024 && OBJECT_PATTERN.test(objectName) && !objectName.includes('..');
