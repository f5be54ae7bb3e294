import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { variantWidthsFor } from '@app/contract';
import { checkBudgets, declaredSize, ImageRejected, MAX_STILL_PIXELS } from './image-budgets.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'svg']);
/** SVG is rendered at twice the 72 dpi its size is given in, so it stays sharp on high-density screens. */
const SVG_DENSITY = 144;

/**
 * libvips (~25 MB) is loaded with the first image upload, not at start: most of a site's life is
 * reading, and a process that never receives an image never holds it.
 */
type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
let loadingSharp: Promise<SharpFactory> | undefined;
const loadSharp = () => (loadingSharp ??= import('sharp').then((module) => module.default));

export interface ProcessedImage {
  /** The full-size image, re-encoded as WebP (metadata stripped). */
  original: Buffer;
  width: number;
  height: number;
  /** WebP copies at each srcset width narrower than the image (never enlarged). */
  variants: { width: number; data: Buffer }[];
}

/**
 * Every upload is decoded and re-encoded, so what is stored is a plain image whatever was sent:
 * no scripts inside SVG (it is rendered to pixels), no EXIF location, no polyglot files.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: nothing is decoded before the size is known to be within the budgets.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('文件不是有效的图片');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new ImageRejected('只支持 JPEG、PNG、GIF、SVG、WebP 图片');
  const size = declaredSize(meta, SVG_DENSITY);
  checkBudgets(size);
  const animated = size.frames > 1;
  const base = () =>
    sharp(input, {
      // The budgets were checked above; this stops a header that lied about the size.
      limitInputPixels: MAX_STILL_PIXELS,
      animated,
      density: meta.format === 'svg' ? SVG_DENSITY : undefined,
    }).rotate();
  try {
    const { data: original, info } = await base().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    // An animation's output is its frames stacked: the height of one is the header's.
    const height = animated ? size.height : info.height;
    const variants: ProcessedImage['variants'] = [];
    for (const width of variantWidthsFor(info.width)) {
      variants.push({ width, data: await base().resize({ width }).webp({ quality: 80 }).toBuffer() });
    }
    return { original, width: info.width, height, variants };
  } catch {
    throw new ImageRejected('图片处理失败，请换一张图片');
  }
}
