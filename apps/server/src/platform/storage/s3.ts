import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { BUCKET_PATTERN, OBJECT_PATTERN, type StorageDriver, type StoredObject } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every bucket name, so several sites can share one store. */
  bucketPrefix: string;
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible store (MinIO, S3, OSS, COS). Buckets are created on first use; objects are
 * served through the site at /files/<bucket>/<object>, so addresses do not change with the driver.
 */
export function createS3Storage(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const ready = new Map<string, Promise<void>>();
  const bucketOf = (bucket: string) => {
    if (!BUCKET_PATTERN.test(bucket)) throw new Error('invalid bucket');
    return `${settings.bucketPrefix}${bucket}`;
  };
  const keyOf = (objectName: string) => {
    if (!OBJECT_PATTERN.test(objectName) || objectName.includes('..')) throw new Error('invalid object path');
    return objectName;
  };
  const ensureBucket = (name: string) => {
    let pending = ready.get(name);
    if (!pending) {
      pending = client
        .send(new HeadBucketCommand({ Bucket: name }))
        .then(
          () => undefined,
          async () => {
            await client.send(new CreateBucketCommand({ Bucket: name }));
          },
        )
        .catch((error: unknown) => {
          ready.delete(name);
          throw error;
        });
      ready.set(name, pending);
    }
    return pending;
  };

  return {
    async put(bucket, objectName, data, contentType) {
      const name = bucketOf(bucket);
      await ensureBucket(name);
      await client.send(
        new PutObjectCommand({ Bucket: name, Key: keyOf(objectName), Body: data, ContentType: contentType }),
      );
    },
    async delete(bucket, objectName) {
      await client.send(new DeleteObjectCommand({ Bucket: bucketOf(bucket), Key: keyOf(objectName) }));
    },
    async get(bucket, objectName): Promise<StoredObject | null> {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: bucketOf(bucket), Key: keyOf(objectName) }));
        return {
          body: r.Body as Readable,
          contentType: r.ContentType ?? 'application/octet-stream',
          size: r.ContentLength ?? null,
        };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException &&
            (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchBucket'))
        )
          return null;
        throw error;
      }
    },
    urlOf: (bucket, objectName) => `/files/${bucket}/${objectName}`,
    close: () => client.destroy(),
  };
}
