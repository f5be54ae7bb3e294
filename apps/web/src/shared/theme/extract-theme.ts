import type { ColourTheme } from '@app/contract';
import { shiftHue, toHex, type Rgb } from '../lib/colour.ts';

/** Spec 01 §4's parameters. */
export const EXTRACTION = {
  /** The longest side the image is scaled to before sampling. */
  maxSide: 100,
  /** Pixels more transparent than this are not counted. */
  minAlpha: 128,
  /** Levels per channel after quantisation. */
  levels: 4,
  /** How many of the most frequent colours are kept. */
  paletteSize: 5,
  secondaryTurn: 30,
  accentTurn: 180,
  /** Mean luminance below this: a dark image. */
  darkBelow: 128,
} as const;

export interface ExtractedTheme {
  theme: ColourTheme;
  /** The most frequent quantised colours, most frequent first (at most 5). */
  palette: string[];
  /** The mean colour of the counted pixels: what text laid over the image must read against. */
  average: string;
}

/** Channel value (0–255) → the middle of its level's range, spread over 0–255 (0, 85, 170, 255). */
const STEP = 256 / EXTRACTION.levels;
const quantise = (v: number) => Math.round((Math.floor(v / STEP) * 255) / (EXTRACTION.levels - 1));

/**
 * The colour theme of an image (spec 01 §4), from its RGBA pixels as a canvas gives them: pixels
 * with alpha below 128 are ignored, each channel is quantised to 4 levels, the 5 most frequent
 * colours are kept; the primary is the dominant one, the secondary its hue turned by 30°, the
 * accent its complement (180°); the image is dark when the mean luminance is below 128. Null when
 * no pixel is opaque enough to count.
 */
export function extractTheme(pixels: ArrayLike<number>): ExtractedTheme | null {
  const counts = new Map<number, number>();
  let counted = 0;
  let luminance = 0;
  const sum = [0, 0, 0];
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < EXTRACTION.minAlpha) continue;
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    counted++;
    sum[0]! += r;
    sum[1]! += g;
    sum[2]! += b;
    // Rec. 601 luma in thousandths: whole numbers, so a mean of exactly 128 is not dark by a rounding error.
    luminance += 299 * r + 587 * g + 114 * b;
    const key = (quantise(r) << 16) | (quantise(g) << 8) | quantise(b);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counted === 0) return null;
  // Most frequent first; a tie keeps the colour met first (Map order), so the result is stable.
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, EXTRACTION.paletteSize)
    .map(([key]) => toHex([(key >> 16) & 255, (key >> 8) & 255, key & 255]));
  const primary = palette[0]!;
  return {
    theme: {
      primary,
      secondary: shiftHue(primary, EXTRACTION.secondaryTurn),
      accent: shiftHue(primary, EXTRACTION.accentTurn),
      isDark: luminance / counted < EXTRACTION.darkBelow * 1000,
    },
    palette,
    average: toHex(sum.map((v) => v / counted) as unknown as Rgb),
  };
}
