/** Where uploaded files live; the local disk by default, any S3-compatible store later. */
export interface StorageDriver {
  put(bucket: string, objectName: string, data: Buffer, contentType: string): Promise<void>;
  delete(bucket: string, objectName: string): Promise<void>;
  /** The address the site serves the object at. */
  urlOf(bucket: string, objectName: string): string;
}

export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Object names are chosen by the server: segments of [a-z0-9._-], no '..'. */
export const OBJECT_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;
