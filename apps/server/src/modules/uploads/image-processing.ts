import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@app/contract';

export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'png', 'svg', 'webp'] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'svg']);
/** Enough pixels for any photo; more is a decompression bomb. */
const MAX_PIXELS = 80_000_000;

export interface ProcessedImage {
  /** The full-size image, re-encoded as WebP (metadata stripped). */
  original: Buffer;
  width: number;
  height: number;
  /** WebP copies at each srcset width (never enlarged: a small image's copies keep its size). */
  variants: { width: number; data: Buffer }[];
}

export class ImageRejected extends Error {}

/**
 * Every upload is decoded and re-encoded, so what is stored is a plain image whatever was sent:
 * no scripts inside SVG (it is rendered to pixels), no EXIF location, no polyglot files.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRejected('文件不是有效的图片');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new ImageRejected('只支持 JPEG、PNG、GIF、SVG、WebP 图片');
  const animated = (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
  const base = () =>
    sharp(input, { limitInputPixels: MAX_PIXELS, animated, density: meta.format === 'svg' ? 144 : undefined }).rotate();
  try {
    const { data: original, info } = await base().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const height = animated ? (meta.pageHeight ?? info.height) : info.height;
    const variants: ProcessedImage['variants'] = [];
    for (const width of IMAGE_VARIANT_WIDTHS) {
      variants.push({
        width,
        data: width >= info.width ? original : await base().resize({ width }).webp({ quality: 80 }).toBuffer(),
      });
    }
    return { original, width: info.width, height, variants };
  } catch {
    throw new ImageRejected('图片处理失败，请换一张图片');
  }
}
