import { z } from 'zod';

/** The widths every uploaded image is stored at besides its original. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

const UPLOADED_IMAGE = /^(\/files\/[a-z0-9-]+\/\d{4}\/\d{2}\/[a-z0-9]+)\.webp$/;

/** A srcset for an image uploaded here (/files/<bucket>/<yyyy>/<mm>/<name>.webp); null for any other address. */
export function uploadedImageSrcset(src: string): string | null {
  const stem = UPLOADED_IMAGE.exec(src)?.[1];
  return stem ? IMAGE_VARIANT_WIDTHS.map((w) => `${stem}-${w}.webp ${w}w`).join(', ') : null;
}

/** POST /api/admin/upload/image: the stored WebP and its narrower copies (width → address). */
export const uploadedImageSchema = z.object({
  url: z.string(),
  bucket: z.string(),
  objectName: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.record(z.string(), z.string()),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
