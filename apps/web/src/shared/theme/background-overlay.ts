import { contrastRatio, mix, READABLE_CONTRAST } from '../lib/colour.ts';
import type { ThemeMode } from './theme-store.ts';

/** The page behind a background and the body text on it, per mode (global.css, antd's colorText). */
export const PAGE_COLOURS: Record<ThemeMode, { base: string; text: string }> = {
  light: { base: '#f5f5f5', text: '#1f1f1f' },
  dark: { base: '#000000', text: '#d9d9d9' },
};

/**
 * How opaque a layer of the page colour laid over a background must be for body text to read at
 * 4.5:1 wherever it lies: the image is shown at `opacity` over the page colour, and the text must
 * read on each of its colours (its mean and its most frequent ones, so a bright sky over a dark
 * field is not averaged away); 0 when it already does. Rounded up to a hundredth, never just short.
 */
export function overlayAlpha(colours: readonly string[], opacity: number, mode: ThemeMode): number {
  const { base, text } = PAGE_COLOURS[mode];
  const seen = colours.map((colour) => mix(base, colour, opacity));
  const reads = (alpha: number) =>
    seen.every((colour) => contrastRatio(text, mix(colour, base, alpha)) >= READABLE_CONTRAST);
  if (reads(0)) return 0;
  for (let hundredths = 1; hundredths <= 100; hundredths++) if (reads(hundredths / 100)) return hundredths / 100;
  return 1;
}

/** Body text's contrast on the background's hardest colour before any overlay (what the owner is shown). */
export function textContrast(colours: readonly string[], opacity: number, mode: ThemeMode): number {
  const { base, text } = PAGE_COLOURS[mode];
  return Math.min(...colours.map((colour) => contrastRatio(text, mix(base, colour, opacity))));
}
