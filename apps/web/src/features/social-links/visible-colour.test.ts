import { describe, expect, it } from 'vitest';
import { visibleColour } from './visible-colour.ts';

const TEXT = 'rgba(255,255,255,0.85)';

describe('a brand colour that would vanish on the background', () => {
  it('keeps a colour that stands out', () => {
    expect(visibleColour('#181717', '#ffffff', TEXT)).toBe('#181717');
    expect(visibleColour('#07C160', '#141414', TEXT)).toBe('#07C160');
  });

  it('gives a near-black mark the text colour on a dark page (GitHub, X)', () => {
    expect(visibleColour('#181717', '#141414', TEXT)).toBe(TEXT);
    expect(visibleColour('#000000', '#141414', TEXT)).toBe(TEXT);
  });

  it('leaves what is not #rrggbb alone', () => {
    expect(visibleColour('red', '#141414', TEXT)).toBe('red');
  });
});
