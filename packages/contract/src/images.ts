/** The widths an uploaded image gets narrower copies at, when it is wider than they are. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

/**
 * An upload's address: /files/<bucket>/<yyyy>/<mm>/<name>-<width>x<height>.webp, its copies
 * <name>-<width>x<height>-<copy width>.webp. The size is in the name so that every page showing
 * the image (the articles' Markdown included) knows its real width without a look-up. Uploads
 * from before carry no size: they are shown as they are, without a srcset (their copies' names
 * claimed 1600 px for a 1200 px original, and the browser showed it shrunk).
 */
const UPLOADED_IMAGE = /^(\/files\/[a-z0-9-]+\/\d{4}\/\d{2}\/[a-z0-9]+-([1-9]\d{0,4})x([1-9]\d{0,4}))\.webp$/;

/** The width and height of an image uploaded here, from its address; null for any other address. */
export function uploadedImageSize(src: string): { width: number; height: number } | null {
  const match = UPLOADED_IMAGE.exec(src);
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

/** The narrower copies an upload of `width` px is stored with. */
export const variantWidthsFor = (width: number): number[] => IMAGE_VARIANT_WIDTHS.filter((w) => w < width);

/** The address of an upload's copy `width` px wide. */
export const uploadedImageVariant = (src: string, width: number): string => src.replace(/\.webp$/, `-${width}.webp`);

/**
 * A srcset for an image uploaded here: the copies that exist and the original, each with its real
 * width; null for any other address, and for an image that has no narrower copy.
 */
export function uploadedImageSrcset(src: string): string | null {
  const size = uploadedImageSize(src);
  if (!size) return null;
  const copies = variantWidthsFor(size.width);
  if (copies.length === 0) return null;
  return [...copies.map((w) => `${uploadedImageVariant(src, w)} ${w}w`), `${src} ${size.width}w`].join(', ');
}

const UPLOADED_ORIGINAL = /^(\d{4}\/\d{2}\/[a-z0-9]+(?:-([1-9]\d{0,4})x[1-9]\d{0,4})?)\.webp$/;

/**
 * The narrower copies stored with an uploaded image, by object name in its bucket
 * ('2026/11/abc-1200x600.webp' → '2026/11/abc-1200x600-400.webp', …; an upload from before sizes
 * were in the name had all three); none for any other object (a copy itself).
 */
export function imageVariantObjects(objectName: string): string[] {
  const match = UPLOADED_ORIGINAL.exec(objectName);
  if (!match) return [];
  const widths = match[2] ? variantWidthsFor(Number(match[2])) : IMAGE_VARIANT_WIDTHS;
  return widths.map((w) => `${match[1]}-${w}.webp`);
}
