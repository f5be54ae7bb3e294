/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Below this a mark is barely told from its background (GitHub's #181717 on a dark page is 1.1). */
const MIN_CONTRAST = 1.6;

/**
 * A brand colour, or `fallback` (the text colour) when the colour would vanish on `background`:
 * several marks are near-black (GitHub, X, TikTok) and the site has a dark theme.
 */
export function visibleColour(colour: string, background: string, fallback: string): string {
  if (!HEX.test(colour) || !HEX.test(background)) return colour;
  const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05) < MIN_CONTRAST ? fallback : colour;
}
