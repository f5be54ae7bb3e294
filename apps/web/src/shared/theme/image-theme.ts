import { EXTRACTION, extractTheme, type ExtractedTheme } from './extract-theme.ts';

/** Spec 01 §5: the one message for an image that cannot be read. */
export const IMAGE_LOAD_FAILED = '图片加载失败';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(IMAGE_LOAD_FAILED));
    image.src = url;
  });
}

/**
 * The theme of the image at `url`, in the browser: drawn into a canvas no larger than 100 px on
 * its longest side, then read by the pure extractor. Rejects with '图片加载失败' when the image
 * cannot be loaded or read, or has no opaque pixel.
 */
export async function themeOfImage(url: string): Promise<ExtractedTheme> {
  const image = await loadImage(url);
  const scale = Math.min(1, EXTRACTION.maxSide / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_LOAD_FAILED);
  context.drawImage(image, 0, 0, width, height);
  let extracted: ExtractedTheme | null;
  try {
    extracted = extractTheme(context.getImageData(0, 0, width, height).data);
  } catch {
    throw new Error(IMAGE_LOAD_FAILED); // a canvas tainted by another origin cannot be read
  }
  if (!extracted) throw new Error(IMAGE_LOAD_FAILED);
  return extracted;
}
