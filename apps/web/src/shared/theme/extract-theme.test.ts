import { describe, expect, it } from 'vitest';
import { extractTheme } from './extract-theme.ts';

type Rgba = [number, number, number, number];

/** A fixture image as a canvas gives it: `runs` of [pixel, count], row after row. */
function image(...runs: [Rgba, number][]): Uint8ClampedArray {
  const total = runs.reduce((n, [, count]) => n + count, 0);
  const pixels = new Uint8ClampedArray(total * 4);
  let at = 0;
  for (const [pixel, count] of runs) for (let i = 0; i < count; i++, at += 4) pixels.set(pixel, at);
  return pixels;
}

describe('extractTheme (spec 01 §4)', () => {
  it('takes a two-colour image’s dominant colour as the primary, turning its hue for the others', () => {
    // 60 % red, 40 % blue: red dominates.
    const result = extractTheme(image([[255, 0, 0, 255], 6000], [[0, 0, 255, 255], 4000]))!;
    expect(result.palette).toEqual(['#ff0000', '#0000ff']);
    expect(result.theme).toEqual({ primary: '#ff0000', secondary: '#ff8000', accent: '#00ffff', isDark: true });
  });

  it('quantises each channel to 4 levels before counting, so near colours count as one', () => {
    // Three shades of teal fall into one level (64–127 → 85, 128–191 → 170); a grey is fewer.
    const result = extractTheme(
      image(
        [[70, 130, 140, 255], 30],
        [[100, 150, 160, 255], 30],
        [[120, 190, 130, 255], 30],
        [[150, 150, 150, 255], 50],
      ),
    )!;
    expect(result.palette).toEqual(['#55aaaa', '#aaaaaa']);
    expect(result.theme.primary).toBe('#55aaaa');
  });

  it('keeps the 5 most frequent colours, most frequent first', () => {
    const result = extractTheme(
      image(
        [[0, 0, 0, 255], 1],
        [[255, 255, 255, 255], 7],
        [[255, 0, 0, 255], 6],
        [[0, 255, 0, 255], 5],
        [[0, 0, 255, 255], 4],
        [[255, 255, 0, 255], 3],
      ),
    )!;
    expect(result.palette).toEqual(['#ffffff', '#ff0000', '#00ff00', '#0000ff', '#ffff00']);
  });

  it('ignores pixels with alpha below 128, in the colours and in the brightness', () => {
    // A transparent image with a small opaque yellow mark: the invisible black does not count.
    const result = extractTheme(image([[0, 0, 0, 0], 900], [[0, 0, 0, 127], 90], [[255, 255, 0, 128], 10]))!;
    expect(result.palette).toEqual(['#ffff00']);
    expect(result.theme.primary).toBe('#ffff00');
    expect(result.theme.isDark).toBe(false);
    expect(result.average).toBe('#ffff00');
  });

  it('gives nothing for an image with no opaque pixel', () => {
    expect(extractTheme(image([[10, 20, 30, 20], 100]))).toBeNull();
  });

  it('calls an image dark when its mean luminance is below 128', () => {
    const night = extractTheme(image([[20, 30, 70, 255], 90], [[240, 240, 200, 255], 10]))!;
    expect(night.theme.isDark).toBe(true);
    expect(night.theme.primary).toBe('#000055');
    // Mean luminance exactly 128 is not dark; just below is.
    expect(extractTheme(image([[128, 128, 128, 255], 4]))!.theme.isDark).toBe(false);
    expect(extractTheme(image([[127, 127, 127, 255], 4]))!.theme.isDark).toBe(true);
  });

  it('reports the mean colour of the counted pixels (the contrast check uses it)', () => {
    expect(extractTheme(image([[0, 0, 0, 255], 1], [[255, 255, 255, 255], 1]))!.average).toBe('#808080');
  });
});
