import { describe, expect, it } from 'vitest';
import { uploadedImageSize, uploadedImageSrcset } from './images.ts';

describe('the srcset of an uploaded image', () => {
  it('lists the copies that exist and the original, each with its real width', () => {
    const src = '/files/images/2026/11/abc123-1200x800.webp';
    expect(uploadedImageSize(src)).toEqual({ width: 1200, height: 800 });
    expect(uploadedImageSrcset(src)).toBe(
      '/files/images/2026/11/abc123-1200x800-400.webp 400w, /files/images/2026/11/abc123-1200x800-800.webp 800w, ' +
        '/files/images/2026/11/abc123-1200x800.webp 1200w',
    );
    expect(uploadedImageSrcset('/files/images/2026/11/abc123-3000x2000.webp')).toContain('-1600.webp 1600w');
  });

  it('is left out for an image with no narrower copy, an upload from before sizes were named, and any other address', () => {
    expect(uploadedImageSrcset('/files/images/2026/11/abc123-400x300.webp')).toBeNull();
    expect(uploadedImageSize('/files/images/2026/11/abc123-400x300.webp')).toEqual({ width: 400, height: 300 });
    expect(uploadedImageSrcset('/files/images/2025/03/abc123.webp')).toBeNull();
    expect(uploadedImageSize('/files/images/2025/03/abc123.webp')).toBeNull();
    expect(uploadedImageSrcset('https://example.com/a-1200x800.webp')).toBeNull();
    expect(uploadedImageSrcset('/files/demo/product-audio-2.webp')).toBeNull();
  });
});
