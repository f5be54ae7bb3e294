import { describe, expect, it } from 'vitest';
import { contrastRatio, mix } from '../lib/colour.ts';
import { overlayAlpha, PAGE_COLOURS, textContrast } from './background-overlay.ts';

describe('overlayAlpha (text over a background reads at 4.5:1)', () => {
  it('adds nothing when the text already reads', () => {
    // A pale image, light mode: dark text reads.
    expect(overlayAlpha(['#eeeeee'], 1, 'light')).toBe(0);
    // A dark image, dark mode: light text reads.
    expect(overlayAlpha(['#101020'], 1, 'dark')).toBe(0);
    // Faint enough, any image is fine.
    expect(overlayAlpha(['#000000'], 0.05, 'light')).toBe(0);
  });

  it('adds the smallest layer of the page colour that makes the text read', () => {
    for (const [average, opacity, mode] of [
      ['#202040', 0.9, 'light'],
      ['#555555', 1, 'light'],
      ['#f0f0f0', 0.8, 'dark'],
      ['#aa5500', 1, 'dark'],
    ] as const) {
      const alpha = overlayAlpha([average], opacity, mode);
      expect(alpha, `${average} ${mode}`).toBeGreaterThan(0);
      const { base, text } = PAGE_COLOURS[mode];
      const seen = mix(base, average, opacity);
      expect(contrastRatio(text, mix(seen, base, alpha))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, mix(seen, base, alpha - 0.01))).toBeLessThan(4.5);
      expect(textContrast([average], opacity, mode)).toBeLessThan(4.5);
    }
  });

  it('is the same image read differently in light and dark mode', () => {
    expect(overlayAlpha(['#111111'], 1, 'light')).toBeGreaterThan(0);
    expect(overlayAlpha(['#111111'], 1, 'dark')).toBe(0);
  });

  it('makes text read on every colour of the image, not only on its mean', () => {
    // Half bright sky, half dark field: the mean is a mid grey; dark mode's light text fails on the sky.
    const sky = '#aaccff';
    const field = '#102010';
    const mean = mix(sky, field, 0.5);
    const onMean = overlayAlpha([mean], 0.7, 'dark');
    const onAll = overlayAlpha([mean, sky, field], 0.7, 'dark');
    expect(onAll).toBeGreaterThan(onMean);
    const { base, text } = PAGE_COLOURS.dark;
    expect(contrastRatio(text, mix(mix(base, sky, 0.7), base, onAll))).toBeGreaterThanOrEqual(4.5);
    expect(textContrast([mean, sky, field], 0.7, 'dark')).toBe(textContrast([sky], 0.7, 'dark'));
  });
});
