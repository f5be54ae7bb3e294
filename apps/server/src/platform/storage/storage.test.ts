import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import type { StorageDriver } from './storage.ts';
import { multipart } from '../../test/multipart.ts';
import { startS3, type S3Peer } from '../../test/s3-peer.ts';

let s3: S3Peer;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

/** Where the local-disk driver of each test keeps its files (to look for leftovers). */
let localRoot = '';
const drivers: [string, () => StorageDriver | Promise<StorageDriver>][] = [
  ['local disk', () => createLocalDiskStorage((localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'))))],
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
    const storage = await make();
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
    const storage = await make();
    expect(await storage.get('images', 'no/such.webp')).toBeNull();
    expect(await storage.get('nobucket', 'x.webp')).toBeNull();
    storage.close();
  });

  it('lists the buckets that exist and the objects of one, with their full names, sizes and times', async () => {
    const storage = await make();
    const before = Date.now() - 60_000;
    await storage.put('listed', '2026/11/a.webp', Buffer.from('12345'), 'image/webp');
    await storage.put('listed', 'top.txt', Buffer.from('文本'), 'text/plain');
    await storage.createBucket('empty-one');
    await storage.createBucket('empty-one');
    expect(await storage.listBuckets()).toEqual(expect.arrayContaining(['listed', 'empty-one']));
    const objects = await storage.listObjects('listed');
    expect(objects.map((o) => [o.objectName, o.size]).sort()).toEqual([
      ['2026/11/a.webp', 5],
      ['top.txt', Buffer.byteLength('文本')],
    ]);
    for (const o of objects) expect(o.lastModified.getTime()).toBeGreaterThan(before);
    expect(await storage.listObjects('empty-one')).toEqual([]);
    expect(await storage.listObjects('never-made')).toEqual([]);
    storage.close();
  });

  it('streams an object in, and says whether a delete found one', async () => {
    const storage = await make();
    // 12 MB in 64 KB chunks: more than two of the S3 driver's 5 MB parts.
    const chunk = Buffer.alloc(64 * 1024, 7);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 192; i++) yield chunk;
      })(),
    );
    await storage.putStream('streams', 'big.bin', body, 'application/octet-stream');
    expect(await storage.listObjects('streams')).toEqual([
      expect.objectContaining({ objectName: 'big.bin', size: 192 * chunk.length }),
    ]);
    expect(await storage.delete('streams', 'big.bin')).toBe(true);
    expect(await storage.delete('streams', 'big.bin')).toBe(false);
    expect(await storage.get('streams', 'big.bin')).toBeNull();
    storage.close();
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const storage = await make();
    const chunk = Buffer.alloc(64 * 1024, 1);
    const body = Readable.from(
      (async function* () {
        for (let i = 0; i < 120; i++) yield chunk;
        throw new Error('connection dropped');
      })(),
    );
    await expect(storage.putStream('partial', 'cut.bin', body, 'application/octet-stream')).rejects.toThrow(
      'connection dropped',
    );
    expect(await storage.listObjects('partial')).toEqual([]);
    expect(await storage.get('partial', 'cut.bin')).toBeNull();
    if (_name === 'local disk') expect(fs.readdirSync(path.join(localRoot, '.incoming'))).toEqual([]);
    storage.close();
  });

  it('refuses object names that climb out of the bucket', async () => {
    const storage = await make();
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
      ...s3.env('site-'),
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
