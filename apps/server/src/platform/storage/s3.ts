import type { Readable } from 'node:stream';
import { BUCKET_PATTERN, isObjectName, type ObjectEntry, type StorageDriver, type StoredObject } from './storage.ts';

/**
 * A streamed upload goes up in 5 MB parts (S3's smallest), two at a time: at most 10 MB of it is
 * in memory, whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

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
export async function createS3Storage(settings: S3Settings): Promise<StorageDriver> {
  // The SDK takes some 35 MB of memory once loaded: only a site that stores in S3 loads it.
  const [
    {
      AbortMultipartUploadCommand,
      CreateBucketCommand,
      DeleteObjectCommand,
      GetObjectCommand,
      HeadBucketCommand,
      HeadObjectCommand,
      ListBucketsCommand,
      NoSuchKey,
      PutObjectCommand,
      S3Client,
      S3ServiceException,
      paginateListObjectsV2,
    },
    { Upload },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  /** An answer that says the object or its bucket is not there. */
  const isNotFound = (error: unknown) =>
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchBucket' || error.name === 'NotFound'));
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
    if (!isObjectName(objectName)) throw new Error('invalid object path');
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
    async putStream(bucket, objectName, body, contentType) {
      const name = bucketOf(bucket);
      await ensureBucket(name);
      const upload = new Upload({
        client,
        params: { Bucket: name, Key: keyOf(objectName), Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // Aborted below instead, so that the stream's own error is the one that is thrown.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // The store drops the parts already sent (no object was ever made of them). A store that
        // cannot abort (s3rver) keeps them out of sight until its own clean-up.
        if (upload.uploadId)
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: name, Key: objectName, UploadId: upload.uploadId }))
            .catch(() => undefined);
        throw error;
      }
    },
    async delete(bucket, objectName) {
      const target = { Bucket: bucketOf(bucket), Key: keyOf(objectName) };
      // S3 answers a delete the same whether the object was there or not.
      try {
        await client.send(new HeadObjectCommand(target));
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand(target));
      return true;
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
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    createBucket: (bucket) => ensureBucket(bucketOf(bucket)),
    async listBuckets() {
      const { Buckets = [] } = await client.send(new ListBucketsCommand({}));
      return Buckets.flatMap(({ Name }) =>
        Name?.startsWith(settings.bucketPrefix) ? [Name.slice(settings.bucketPrefix.length)] : [],
      )
        .filter((name) => BUCKET_PATTERN.test(name))
        .sort();
    },
    async listObjects(bucket) {
      const objects: ObjectEntry[] = [];
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucketOf(bucket) }))
          for (const o of page.Contents ?? [])
            if (o.Key !== undefined && isObjectName(o.Key))
              objects.push({ objectName: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      return objects;
    },
    urlOf: (bucket, objectName) => `/files/${bucket}/${objectName}`,
    close: () => client.destroy(),
  };
}
