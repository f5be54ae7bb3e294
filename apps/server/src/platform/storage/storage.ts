import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
}

/** Where uploaded files live: the local disk by default, any S3-compatible store when configured. */
export interface StorageDriver {
  put(bucket: string, objectName: string, data: Buffer, contentType: string): Promise<void>;
  delete(bucket: string, objectName: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(bucket: string, objectName: string): Promise<StoredObject | null>;
  /** The address the site serves the object at. */
  urlOf(bucket: string, objectName: string): string;
  close(): void;
}

export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Object names are chosen by the server: segments of [a-z0-9._-], no '..'. */
export const OBJECT_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;
