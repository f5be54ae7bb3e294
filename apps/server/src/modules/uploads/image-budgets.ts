import type { Metadata } from 'sharp';

/**
 * How big an upload may be, read from its header before anything is decoded: decoding takes 4
 * bytes a pixel, and every upload is decoded four times (the stored copy and three widths).
 */

/**
 * 50 megapixels: a 48- or 50-MP phone photo or a 45-MP camera's at full size pass, far more than a
 * page shows (the widest copy is 1600 px). Decoded, that is 200 MB; the former 80 MP (320 MB) let
 * two uploads at once take most of a small server's memory.
 */
export const MAX_STILL_PIXELS = 50_000_000;
/** An animation's frames are decoded together into one image, so their sum has a still image's budget. */
const MAX_ANIMATION_PIXELS = MAX_STILL_PIXELS;
/** 300 frames: 10 s at 30 frames a second. Each frame costs work of its own, however small it is. */
const MAX_FRAMES = 300;
/** Every upload is stored as WebP, which holds at most 16,383 pixels a side. */
const MAX_SIDE = 16_383;

const SVG_BASE_DENSITY = 72;

export interface DeclaredSize {
  width: number;
  /** Of one frame. */
  height: number;
  frames: number;
}

export class ImageRejected extends Error {}

/** 50,000,000 → '5000 万' (how a Chinese reader counts pixels). */
const inWan = (pixels: number) => `${Math.round(pixels / 10_000)} 万`;

/** The size the image will be decoded at: an animation's frames, an SVG at the density it is rendered at. */
export function declaredSize(meta: Metadata, svgDensity: number): DeclaredSize {
  const scale = meta.format === 'svg' ? svgDensity / (meta.density ?? SVG_BASE_DENSITY) : 1;
  const animated = meta.format === 'gif' || meta.format === 'webp';
  return {
    width: Math.ceil((meta.width ?? 0) * scale),
    height: Math.ceil((meta.pageHeight ?? meta.height ?? 0) * scale),
    frames: animated ? Math.max(1, meta.pages ?? 1) : 1,
  };
}

/** Refuses, with what to change, an image over a budget. */
export function checkBudgets({ width, height, frames }: DeclaredSize): void {
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw new ImageRejected(`图片的宽和高都不能超过 ${MAX_SIDE} 像素，请缩小后再上传`);
  if (frames > MAX_FRAMES) throw new ImageRejected(`动图不能超过 ${MAX_FRAMES} 帧，请减少帧数后再上传`);
  if (frames > 1 && width * height * frames > MAX_ANIMATION_PIXELS)
    throw new ImageRejected(
      `动图过大：所有帧合计不能超过 ${inWan(MAX_ANIMATION_PIXELS)}像素，请缩小尺寸或减少帧数后再上传`,
    );
  if (width * height > MAX_STILL_PIXELS)
    throw new ImageRejected(`图片过大：不能超过 ${inWan(MAX_STILL_PIXELS)}像素，请缩小后再上传`);
}
