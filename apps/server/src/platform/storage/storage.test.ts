import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import type { StorageDriver } from './storage.ts';
import { multipart } from '../../test/multipart.ts';

/** A real S3 peer (s3rver) on loopback, in its own folder. */
async function startS3(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

const drivers: [string, () => StorageDriver][] = [
  ['local disk', () => createLocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'storage-')))],
  [
    'S3',
    () =>
      createS3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        bucketPrefix: 'test-',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('storage driver: %s', (_name, make) => {
  it('stores, reads back and deletes an object, creating the bucket on first use', async () => {
    const storage = make();
    await storage.put('images', '2026/11/abc.webp', Buffer.from('图片内容'), 'image/webp');
    const object = await storage.get('images', '2026/11/abc.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(await text(object!.body)).toBe('图片内容');
    expect(storage.urlOf('images', '2026/11/abc.webp')).toBe('/files/images/2026/11/abc.webp');
    await storage.delete('images', '2026/11/abc.webp');
    expect(await storage.get('images', '2026/11/abc.webp')).toBeNull();
    storage.close();
  });

  it('answers null for an unknown object or bucket', async () => {
    const storage = make();
    expect(await storage.get('images', 'no/such.webp')).toBeNull();
    expect(await storage.get('nobucket', 'x.webp')).toBeNull();
    storage.close();
  });

  it('refuses object names that climb out of the bucket', async () => {
    const storage = make();
    await expect(storage.put('images', '../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.put('Images', 'a.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    storage.close();
  });
});

describe('uploads through the S3 driver (S3_* settings)', () => {
  it('uploads an image and serves it at /files/… from the store', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'admin-pass-123',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_BUCKET_PREFIX: 'site-',
    });
    const app = await buildApp(config);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'admin-pass-123' },
      });
      const token = login.json().data.accessToken as string;
      const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#667eea' } })
        .png()
        .toBuffer();
      const form = multipart(
        { type: 'images' },
        { file: { filename: '封面.png', contentType: 'image/png', data: png } },
      );
      const upload = await app.inject({
        method: 'POST',
        url: '/api/admin/upload/image',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      });
      expect(upload.statusCode).toBe(201);
      const { url, variants } = upload.json().data as { url: string; variants: Record<string, string> };
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
      expect(
        (await sharp((await app.inject({ method: 'GET', url: variants['400']! })).rawPayload).metadata()).width,
      ).toBe(400);
      // Nothing went to the local disk.
      expect(fs.existsSync(path.join(dataDir, 'storage', 'images'))).toBe(false);
      expect((await app.inject({ method: 'GET', url: '/files/images/2026/01/missing.webp' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops the start when S3_ENDPOINT is set without keys, naming the variables', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
