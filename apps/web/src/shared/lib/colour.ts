/** Colour maths on #rrggbb strings: mixing, hue turns, WCAG contrast. */
import { remembered } from './remembered.ts';

export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `from` moved towards `to` by `amount` (0 keeps `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb);
}

/** Mixes a #rrggbb colour with white by `amount` (0–1). */
export const lighten = remembered((hex: string, amount: number): string => mix(hex, '#ffffff', amount));

/** WCAG 2 relative luminance (0 black – 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 – 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text contrast WCAG AA asks of body text and links. */
export const READABLE_CONTRAST = 4.5;

/** readableOn, worked out: the smallest move towards black or white that reads at `ratio`. */
function readableOnUncached(colour: string, background: string, ratio: number): string {
  if (contrastRatio(colour, background) >= ratio) return colour;
  const target = relativeLuminance(background) > 0.18 ? '#000000' : '#ffffff';
  // Contrast grows as the colour moves towards the target: the smallest move that is enough.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 16; i++) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(colour, target, middle), background) >= ratio) high = middle;
    else low = middle;
  }
  // Rounding to whole channels may land just short: step on until it reads.
  let amount = high;
  let result = mix(colour, target, amount);
  while (contrastRatio(result, background) < ratio && amount < 1) {
    amount = Math.min(1, amount + 0.01);
    result = mix(colour, target, amount);
  }
  return result;
}

/**
 * The colour as little changed as possible that reads on `background` at `ratio`: darkened towards
 * black on a light background, lightened towards white on a dark one. Unchanged when it already reads.
 * Kept by its arguments: every render themes the page with the same few colours.
 */
const readableOnRemembered = remembered(readableOnUncached);
export const readableOn = (colour: string, background: string, ratio = READABLE_CONTRAST): string =>
  readableOnRemembered(colour, background, ratio);

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** The colour with its hue turned by `degrees` (saturation and lightness kept). */
export function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb([(((h + degrees) % 360) + 360) % 360, s, l]));
}

/** The colour with its lightness set to `lightness` (0–1; hue and saturation kept). */
export const withLightness = remembered((hex: string, lightness: number): string => {
  const [h, s] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb([h, s, lightness]));
});
