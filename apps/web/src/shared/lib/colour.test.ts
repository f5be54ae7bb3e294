import { describe, expect, it } from 'vitest';
import { contrastRatio, lighten, mix, readableOn, shiftHue, withLightness } from './colour.ts';

describe('shiftHue', () => {
  it('turns the hue and keeps saturation and lightness', () => {
    expect(shiftHue('#ff0000', 30)).toBe('#ff8000');
    expect(shiftHue('#ff0000', 180)).toBe('#00ffff');
    expect(shiftHue('#ff0000', 120)).toBe('#00ff00');
    expect(shiftHue('#667eea', 180)).toBe('#ead266');
    // Past 360° it wraps round.
    expect(shiftHue('#0000ff', 180)).toBe('#ffff00');
    expect(shiftHue('#ff00ff', 90)).toBe('#ff8000');
  });

  it('leaves greys as they are (they have no hue)', () => {
    expect(shiftHue('#808080', 30)).toBe('#808080');
    expect(shiftHue('#ffffff', 180)).toBe('#ffffff');
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same both ways', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#667eea', '#667eea')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('readableOn (links of a light primary)', () => {
  it('keeps a colour that already reads at 4.5:1', () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
  });

  it('darkens a colour too light for text on white just until it reads', () => {
    for (const light of ['#ffff00', '#aaffaa', '#667eea', '#f093fb', '#ffffff']) {
      const link = readableOn(light, '#ffffff');
      expect(contrastRatio(link, '#ffffff'), light).toBeGreaterThanOrEqual(4.5);
      // Only as far as needed: a little less darkening would not read.
      expect(contrastRatio(mix(light, link, 0.9), '#ffffff'), light).toBeLessThan(4.5);
    }
    expect(readableOn('#ffff00', '#ffffff')).not.toBe('#000000');
  });

  it('lightens a colour too dark for text on a dark background', () => {
    const link = readableOn('#000055', '#141414');
    expect(contrastRatio(link, '#141414')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000055', '#141414')).toBeLessThan(4.5);
  });
});

describe('lighten', () => {
  it('mixes with white', () => {
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(lighten('#667eea', 0)).toBe('#667eea');
    expect(lighten('#667eea', 1)).toBe('#ffffff');
  });
});

describe('withLightness', () => {
  it("gives a tag's light chip as antd paints one for the tag's colour (its hue at 95 % lightness)", () => {
    // The chips antd's Tag painted for these colours on the home page.
    expect(withLightness('#d4380d', 0.95)).toBe('#feece7');
    expect(withLightness('#52c41a', 0.95)).toBe('#effce8');
    expect(withLightness('#1d39c4', 0.95)).toBe('#e9ecfc');
    expect(withLightness('#8c8c8c', 0.95)).toBe('#f2f2f2');
  });
});
