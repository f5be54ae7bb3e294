import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSrcset } from '@app/contract';
import { failure, invalid } from '../../test/envelopes.ts';
import { multipart } from '../../test/multipart.ts';
import { ADMIN, createTestApp, login, testDialects, type TestApp } from '../../test/test-app.ts';

/*
 * An upload is decoded (4 bytes a pixel, four times over) only when its header says it fits the
 * budgets: 50 million pixels for a still image, 300 frames and 50 million pixels in all for an
 * animation, 16,383 pixels a side (WebP's limit). Anything bigger is refused before any decode,
 * with what to change.
 */

/** An animation of `frames` frames of width × height, each frame a different colour (equal frames are merged). */
async function animation(format: 'gif' | 'webp', width: number, height: number, frames: number): Promise<Buffer> {
  const frameBytes = width * height * 4;
  const raw = Buffer.alloc(frameBytes * frames);
  for (let f = 0; f < frames; f++) raw.fill(f % 2 ? 255 : 40, f * frameBytes, (f + 1) * frameBytes);
  const image = sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } });
  return format === 'gif' ? image.gif().toBuffer() : image.webp({ effort: 0 }).toBuffer();
}

/**
 * A small animated WebP whose header declares a larger canvas (the VP8X chunk's width and height
 * less one, 24 bits each): what a decompression bomb looks like, and what a large animation's
 * header says before its frames are read.
 */
function withCanvas(webp: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(webp);
  expect(patched.toString('latin1', 12, 16)).toBe('VP8X');
  patched.writeUIntLE(width - 1, 24, 3);
  patched.writeUIntLE(height - 1, 27, 3);
  return patched;
}

describe.each(testDialects)('image uploads within budgets (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await login(t, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, filename: string, type: string) =>
    t.call({
      method: 'POST',
      url: '/api/admin/upload/image',
      token: admin,
      ...multipart({ type: 'images' }, { file: { filename, contentType: type, data } }),
    });
  const refused = (message: string) => invalid('file', message);

  it('refuses a still image over 50 million pixels', async () => {
    const png = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: '#667eea' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload(png, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('图片过大：不能超过 5000 万像素，请缩小后再上传'));
  });

  it('counts an SVG at the size it is rendered at (twice its declared size each way)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><rect width="9" height="9"/></svg>',
    );
    const res = await upload(svg, 'poster.svg', 'image/svg+xml');
    expect(res.json()).toEqual(refused('图片过大：不能超过 5000 万像素，请缩小后再上传'));
  });

  it('refuses an image wider or taller than WebP can store', async () => {
    const png = await sharp({ create: { width: 16_384, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'strip.png', 'image/png');
    expect(res.json()).toEqual(refused('图片的宽和高都不能超过 16383 像素，请缩小后再上传'));
  });

  it('refuses an animation of more than 300 frames, GIF or WebP', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const res = await upload(await animation(format, 8, 8, 301), `long.${format}`, `image/${format}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('动图不能超过 300 帧，请减少帧数后再上传'));
    }
  });

  it('refuses an animation whose frames add up to more than 50 million pixels', async () => {
    // 4 frames of 4000 × 4000: 64 million pixels, each frame within a still image's budget.
    const res = await upload(withCanvas(await animation('webp', 8, 8, 4), 4000, 4000), 'big.webp', 'image/webp');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('动图过大：所有帧合计不能超过 5000 万像素，请缩小尺寸或减少帧数后再上传'));
  });

  it('stores an animation within the budgets, still animated, with the height of one frame', async () => {
    const res = await upload(await animation('gif', 24, 16, 300), 'ok.gif', 'image/gif');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 24, height: 16 });
    const stored = await t.call({ method: 'GET', url: res.json().data.url as string });
    expect((await sharp(stored.rawPayload).metadata()).pages).toBe(300);
  });

  it('refuses a file over the size limit with the limit in MB, not as a malformed request', async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(failure('PAYLOAD_TOO_LARGE', '图片不能超过 10MB'));
  });

  it('stores an image narrower than the widest copy with only the narrower copies, its size in its name', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#667eea' } })
      .png()
      .toBuffer();
    const res = await upload(png, '湖边.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url, width, height, variants } = res.json().data as {
      url: string;
      width: number;
      height: number;
      variants: Record<string, string>;
    };
    expect({ width, height }).toEqual({ width: 1200, height: 600 });
    expect(url).toMatch(/^\/files\/images\/\d{4}\/\d{2}\/[a-z0-9]+-1200x600\.webp$/);
    // No '1600' copy: it would be the original under a name that claims a width it does not have.
    expect(Object.keys(variants).sort()).toEqual(['400', '800']);
    expect(uploadedImageSrcset(url)).toBe(`${variants['400']} 400w, ${variants['800']} 800w, ${url} 1200w`);
    for (const [w, copy] of Object.entries(variants)) {
      const stored = await t.call({ method: 'GET', url: copy });
      expect(stored.statusCode).toBe(200);
      expect((await sharp(stored.rawPayload).metadata()).width).toBe(Number(w));
    }
    expect((await t.call({ method: 'GET', url: url.replace(/\.webp$/, '-1600.webp') })).statusCode).toBe(404);
  });
});
