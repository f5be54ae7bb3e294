import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, type FileEntry, type UploadedFile } from '@app/contract';
import { dataOf, failure, invalid, notFound } from '../../test/envelopes.ts';
import { multipart } from '../../test/multipart.ts';
import { startS3, type S3Peer } from '../../test/s3-peer.ts';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';

/*
 * The file manager (spec 02 §2, §7 "Files", §8) and uploads of every accepted type, on both
 * databases and both stores: the local disk and S3 (s3rver on loopback).
 */

let s3: S3Peer;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

const MB = 1024 * 1024;
let prefixes = 0;

const setups = testDialects.flatMap((dialect) => [[dialect, 'local disk'] as const, [dialect, 'S3'] as const]);

describe.each(setups)('files (%s, %s)', (dialect, store) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    prefixes += 1;
    t = await createTestApp(dialect, store === 'S3' ? s3.env(`f${Date.now().toString(36)}${prefixes}-`) : {});
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url, token: admin });
  const upload = (bucket: string | null, filename: string, contentType: string, data: Buffer) =>
    t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart(bucket === null ? {} : { type: bucket }, { file: { filename, contentType, data } }),
    });
  const uploaded = async (bucket: string, filename: string, contentType: string, data: Buffer) =>
    dataOf<UploadedFile>(await upload(bucket, filename, contentType, data), 201);
  const listOf = async (bucket: string) => dataOf<FileEntry[]>(await get(`/api/admin/files/list?bucketName=${bucket}`));
  const remove = (fileUrl: string) =>
    t.call({ method: 'DELETE', url: `/api/admin/files/delete?fileUrl=${encodeURIComponent(fileUrl)}`, token: admin });
  const createBucket = (name: unknown) =>
    t.call({ method: 'POST', url: '/api/admin/files/buckets', token: admin, payload: { name } });
  /** The local disk's unfinished uploads (none on S3, where a failed upload is aborted). */
  const incoming = () => {
    const folder = path.join(t.dataDir, 'storage', '.incoming');
    return store === 'local disk' && fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it("lists the site's buckets first, then those created; a new bucket needs a valid name", async () => {
    expect(dataOf(await get('/api/admin/files/buckets'))).toEqual([{ name: 'images' }, { name: 'demo' }]);
    const refusals: [unknown, string][] = [
      ['', '请输入存储桶名称'],
      ['ab', '存储桶名称至少 3 个字符'],
      ['a'.repeat(41), '存储桶名称不能超过 40 个字符'],
      ['Team', '存储桶名称只能包含小写字母、数字和连字符'],
      ['team_docs', '存储桶名称只能包含小写字母、数字和连字符'],
      ['团队文件', '存储桶名称只能包含小写字母、数字和连字符'],
      ['../etc', '存储桶名称只能包含小写字母、数字和连字符'],
      ['-team', '存储桶名称必须以字母或数字开头和结尾'],
      ['team-', '存储桶名称必须以字母或数字开头和结尾'],
      ['team--docs', '存储桶名称不能包含连续的连字符'],
    ];
    for (const [name, message] of refusals) {
      const res = await createBucket(name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json()).toEqual(invalid('name', message));
    }
    expect(dataOf(await createBucket(' team-docs '), 201)).toEqual({ name: 'team-docs' });
    for (const taken of ['team-docs', 'images', 'demo']) {
      const res = await createBucket(taken);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('CONFLICT', FILE_MESSAGES.bucketExists));
    }
    // Two requests for one name at once: the database lets one through.
    const raced = await Promise.all([createBucket('race-docs'), createBucket('race-docs')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(dataOf(await get('/api/admin/files/buckets'))).toEqual([
      { name: 'images' },
      { name: 'demo' },
      { name: 'race-docs' },
      { name: 'team-docs' },
    ]);
    expect(await listOf('team-docs')).toEqual([]);
  });

  it('refuses an upload without a bucket, into an unknown one, of a refused type, or empty', async () => {
    const text = Buffer.from('记录');
    expect((await upload(null, 'a.txt', 'text/plain', text)).json()).toEqual(
      invalid('type', FILE_MESSAGES.chooseBucket),
    );
    expect((await upload('  ', 'a.txt', 'text/plain', text)).json()).toEqual(
      invalid('type', FILE_MESSAGES.chooseBucket),
    );
    for (const bucket of ['nowhere', 'Bad Name', '../images']) {
      const res = await upload(bucket, 'a.txt', 'text/plain', text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('type', FILE_MESSAGES.bucketNotFound));
    }
    for (const [filename, type] of [
      ['clip.mp4', 'video/mp4'],
      ['song.mp3', 'audio/mpeg'],
      ['font.woff2', 'font/woff2'],
    ]) {
      const res = await upload('team-docs', filename!, type!, Buffer.from('bytes'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('file', FILE_MESSAGES.typeRefused));
    }
    expect((await upload('team-docs', 'empty.txt', 'text/plain', Buffer.alloc(0))).json()).toEqual(
      invalid('file', FILE_MESSAGES.emptyFile),
    );
    expect((await upload('team-docs', 'fake.png', 'image/png', Buffer.from('<html>'))).json()).toEqual(
      invalid('file', '文件不是有效的图片'),
    );
    expect(await listOf('team-docs')).toEqual([]);
  });

  it('stores images re-encoded with their copies, and other files as they came', async () => {
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#667eea' } })
      .png()
      .toBuffer();
    const image = await uploaded('team-docs', '封面.png', 'image/png', png);
    expect(image).toMatchObject({ kind: 'image', bucket: 'team-docs', contentType: 'image/webp', width: 900 });
    // Only the copies narrower than the 900 px original.
    expect(Object.keys(image.kind === 'image' ? image.variants : {})).toEqual(['400', '800']);

    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n');
    const pdf = await uploaded('team-docs', 'Q3 报告 Report.PDF', 'application/pdf', pdfBytes);
    expect(pdf).toMatchObject({ kind: 'file', contentType: 'application/pdf', size: pdfBytes.length });
    expect(pdf.objectName).toMatch(/^\d{4}\/\d{2}\/[a-z0-9]+-q3-report\.pdf$/);
    const served = await t.call({ method: 'GET', url: pdf.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdfBytes)).toBe(true);

    const notes = await uploaded('team-docs', 'notes.txt', 'text/plain', Buffer.from('第一行\n第二行\n'));
    expect(notes).toMatchObject({ kind: 'file', contentType: 'text/plain; charset=utf-8' });
    const zip = await uploaded('team-docs', 'archive.zip', 'application/zip', Buffer.from('PK\u0003\u0004rest'));
    expect(zip.contentType).toBe('application/zip');

    const listed = await listOf('team-docs');
    expect(listed.map((f) => f.objectName)).toEqual(
      expect.arrayContaining([image.objectName, pdf.objectName, notes.objectName, zip.objectName]),
    );
    // The image's original and its two copies (only those narrower than its 900 px).
    expect(listed).toHaveLength(6);
    const entry = listed.find((f) => f.objectName === pdf.objectName)!;
    expect(entry).toEqual({
      objectName: pdf.objectName,
      isDir: false,
      size: pdfBytes.length,
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      url: `/files/team-docs/${pdf.objectName}`,
    });
    const times = listed.map((f) => Date.parse(f.lastModified));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('serves what a browser could run as an attachment, never sniffed, in a sandbox', async () => {
    const cases: [string, string, string, string, boolean][] = [
      ['page.html', 'text/html', '<script>alert(document.cookie)</script>', 'application/octet-stream', false],
      ['app.js', 'application/javascript', 'alert(1)', 'application/octet-stream', false],
      [
        'feed.xml',
        'text/xml',
        '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
        'application/octet-stream',
        false,
      ],
      ['doc.pdf', 'application/pdf', '%PDF-1.4 /JS (app.alert(1))', 'application/pdf', false],
      ['data.json', 'application/json', '{"a":1}', 'application/json', false],
      ['readme.txt', 'text/plain', '<script>alert(1)</script>', 'text/plain; charset=utf-8', true],
    ];
    for (const [filename, sentType, body, servedType, inline] of cases) {
      const file = await uploaded('team-docs', filename, sentType, Buffer.from(body));
      const res = await t.call({ method: 'GET', url: file.url });
      expect(res.statusCode, filename).toBe(200);
      expect(res.headers['content-type'], filename).toBe(servedType);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      const name = file.objectName.slice(file.objectName.lastIndexOf('/') + 1);
      expect(res.headers['content-disposition'], filename).toBe(inline ? undefined : `attachment; filename="${name}"`);
    }
    const image = (await listOf('team-docs')).find((f) => f.objectName.endsWith('-400.webp'))!;
    const served = await t.call({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it("gives a file's address on the site's origin, and refuses what is not a file of a known bucket", async () => {
    const [first] = await listOf('team-docs');
    const res = dataOf<{ url: string }>(
      await get(`/api/admin/files/url?bucketName=team-docs&objectName=${encodeURIComponent(first!.objectName)}`),
    );
    expect(res.url).toBe(`http://localhost${first!.url}`);
    expect((await get('/api/admin/files/url?bucketName=nowhere&objectName=a.txt')).json()).toEqual(
      notFound(FILE_MESSAGES.bucketNotFound),
    );
    expect((await get('/api/admin/files/url?bucketName=team-docs&objectName=../a.txt')).json()).toEqual(
      notFound(FILE_MESSAGES.fileNotFound),
    );
    expect((await get('/api/admin/files/list?bucketName=nowhere')).json()).toEqual(
      notFound(FILE_MESSAGES.bucketNotFound),
    );
    expect((await get('/api/admin/files/list?bucketName=')).json()).toEqual(
      invalid('bucketName', FILE_MESSAGES.chooseBucket),
    );
  });

  it('deletes by address, an image with its copies; never outside a known bucket', async () => {
    const storage = t.app.services.storage;
    await storage.put('demo', 'keep.txt', Buffer.from('留着'), 'text/plain');
    await storage.put('images', '2026/01/keep.webp', Buffer.from('RIFF'), 'image/webp');
    const outside = path.join(t.dataDir, 'outside.txt');
    fs.writeFileSync(outside, '存储之外');
    const before = await listOf('team-docs');

    const attempts = [
      '/files/team-docs/../demo/keep.txt',
      '/files/team-docs/2026/../../demo/keep.txt',
      '/files/team-docs/%2e%2e/demo/keep.txt',
      '/files/team-docs/%2E%2E%2Fdemo%2Fkeep.txt',
      '/files/team-docs/..%2f..%2foutside.txt',
      '/files/team-docs/..\\..\\outside.txt',
      '/files/team-docs/./keep.txt',
      '/files/team-docs//keep.txt',
      '/files/demo/keep.txt?x=1',
      '/files/demo/keep.txt#x',
      '/files/demo',
      '/files/../outside.txt',
      '/outside.txt',
      '/etc/passwd',
      'file:///etc/passwd',
      '//evil.example/files/demo/keep.txt',
      'http://evil.example/files/demo/keep.txt',
      'https://localhost/files/demo/keep.txt',
      'http://localhost@evil.example/files/demo/keep.txt',
      'http://user:pass@localhost/files/demo/keep.txt',
      'http://localhost/files/demo/../images/2026/01/keep.webp',
      'http://localhost/files/DEMO/keep.txt',
      'javascript:alert(1)',
      'files/demo/keep.txt',
    ];
    for (const fileUrl of attempts) {
      const res = await remove(fileUrl);
      expect(res.statusCode, fileUrl).toBe(400);
      expect(res.json(), fileUrl).toEqual(invalid('fileUrl', FILE_MESSAGES.badFileUrl));
    }
    for (const fileUrl of ['/files/nowhere/keep.txt', 'http://localhost/files/other-site/keep.txt']) {
      const res = await remove(fileUrl);
      expect(res.statusCode, fileUrl).toBe(400);
      expect(res.json(), fileUrl).toEqual(invalid('fileUrl', FILE_MESSAGES.bucketNotFound));
    }
    expect(await listOf('team-docs')).toEqual(before);
    expect((await listOf('demo')).map((f) => f.objectName)).toEqual(['keep.txt']);
    expect((await listOf('images')).map((f) => f.objectName)).toEqual(['2026/01/keep.webp']);
    expect(fs.readFileSync(outside, 'utf8')).toBe('存储之外');

    // The absolute address the url call gives, and a site path, are both accepted.
    const pdf = before.find((f) => f.objectName.endsWith('-q3-report.pdf'))!;
    const { url } = dataOf<{ url: string }>(
      await get(`/api/admin/files/url?bucketName=team-docs&objectName=${encodeURIComponent(pdf.objectName)}`),
    );
    const deleted = await remove(url);
    expect(deleted.json()).toEqual({ success: true, message: FILE_MESSAGES.deleted, data: null });
    expect((await t.call({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
    expect((await remove(url)).json()).toEqual(notFound(FILE_MESSAGES.fileNotFound));

    const original = before.find((f) => /^\d{4}\/\d{2}\/[a-z0-9]+-900x500\.webp$/.test(f.objectName))!;
    expect(dataOf(await remove(original.url))).toBeNull();
    const stem = original.objectName.slice(0, -'.webp'.length);
    expect((await listOf('team-docs')).filter((f) => f.objectName.startsWith(stem))).toEqual([]);
    // The PDF, and the image with its two copies.
    expect(await listOf('team-docs')).toHaveLength(before.length - 4);
  });

  it('refuses, with the limit in Chinese, a file over the upload size setting, and keeps nothing of it', async () => {
    const site = t.app.services.site;
    expect(await site.uploadMaxMb()).toBe(100);
    await site.setUploadMaxMb(1);
    try {
      const before = await listOf('images');
      const atLimit = await uploaded('images', 'exact.bin', 'application/octet-stream', Buffer.alloc(MB, 1));
      expect(atLimit.size).toBe(MB);
      for (const [filename, type, message] of [
        ['over.bin', 'application/octet-stream', FILE_MESSAGES.tooLarge(1)],
        ['over.png', 'image/png', FILE_MESSAGES.imageTooLarge(1)],
      ]) {
        const res = await upload('images', filename!, type!, Buffer.alloc(MB + 1, 2));
        expect(res.statusCode, filename).toBe(413);
        expect(res.json()).toEqual(failure('PAYLOAD_TOO_LARGE', message!));
      }
      expect((await listOf('images')).map((f) => f.objectName).sort()).toEqual(
        [...before.map((f) => f.objectName), atLimit.objectName].sort(),
      );
      expect(incoming()).toEqual([]);
    } finally {
      await site.setUploadMaxMb(100);
    }
  });

  it('streams a 200 MB file to the store without holding it in memory', async () => {
    const site = t.app.services.site;
    await site.setUploadMaxMb(300);
    try {
      const body = streamedUpload('images', 'backup.tar', 'application/x-tar', 200 * MB);
      const res = await t.call({ method: 'POST', url: '/api/admin/upload/image', token: admin, ...body.request });
      const file = dataOf<UploadedFile>(res, 201);
      expect(file.size).toBe(200 * MB);
      expect((await listOf('images')).find((f) => f.objectName === file.objectName)?.size).toBe(200 * MB);
      // Held in memory, the file would have grown the buffers in use by 200 MB by the end. Streamed
      // to the disk, what is in use is a few chunks on their way (measured: 1–17 MB). To S3, it is
      // the parts in flight (2 × 5 MB sent, one being filled) and the socket buffers of both ends,
      // the s3rver peer running in this process too (measured: 11–75 MB, not growing with the file).
      const growth = body.growth();
      const allowed = store === 'S3' ? 100 * MB : 32 * MB;
      expect(growth.buffers, `${store} ${JSON.stringify(growth)}`).toBeLessThan(allowed);
      expect(growth.heap, `${store} ${JSON.stringify(growth)}`).toBeLessThan(32 * MB);
      expect(dataOf(await remove(file.url))).toBeNull();
    } finally {
      await site.setUploadMaxMb(100);
    }
    // 200 MB through a shared machine's disk (and on S3 through a peer in this process) takes a while.
  }, 180_000);
});

/** A full collection on demand: what is measured below is memory in use, not garbage not yet collected. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Memory in use now: buffers (where file bytes would be kept) and the JavaScript heap. */
function memoryInUse(): { buffers: number; heap: number } {
  collectGarbage();
  const { arrayBuffers, heapUsed } = process.memoryUsage();
  return { buffers: arrayBuffers, heap: heapUsed };
}

/**
 * A multipart upload whose file is generated while it is sent (64 KB at a time, one buffer reused),
 * and the most this process's memory in use grew by, measured every 16 MB while the bytes were
 * read. The test process is the server's: whatever the server keeps of the file shows here.
 */
function streamedUpload(bucket: string, filename: string, contentType: string, size: number) {
  const boundary = '----streamed-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${bucket}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  const baseline = memoryInUse();
  const growth = { buffers: 0, heap: 0 };
  let sent = 0;
  const payload = Readable.from(
    (function* () {
      yield head;
      while (sent < size) {
        const piece = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
        sent += piece.length;
        if (sent % (16 * MB) === 0) {
          const now = memoryInUse();
          growth.buffers = Math.max(growth.buffers, now.buffers - baseline.buffers);
          growth.heap = Math.max(growth.heap, now.heap - baseline.heap);
        }
        yield piece;
      }
      yield tail;
    })(),
    { objectMode: false },
  );
  return {
    request: { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload },
    growth: () => growth,
  };
}

describe('the upload size setting', () => {
  it('starts from UPLOAD_MAX_MB and follows the site setting once it is saved', async () => {
    const t = await createTestApp('sqlite', { UPLOAD_MAX_MB: '2' });
    try {
      const site = t.app.services.site;
      expect(await site.uploadMaxMb()).toBe(2);
      await site.setUploadMaxMb(5);
      expect(await site.uploadMaxMb()).toBe(5);
      await expect(site.setUploadMaxMb(0)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
