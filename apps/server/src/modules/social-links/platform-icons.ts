import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PLATFORMS, type Platform, type PlatformCode, type SocialIcon } from '@app/contract';

const require = createRequire(import.meta.url);

/** slug → the SVG path of its mark, each file read once. */
const paths = new Map<string, string>();

/**
 * The 24×24 path of a simple-icons mark, read from its own file (`simple-icons/icons/<slug>.svg`,
 * a few hundred bytes) rather than from the package's JS module, which carries all ~3,500 marks
 * (several MB) into the server's memory for the 28 the catalogue uses.
 */
export function brandPath(slug: string): string {
  let path = paths.get(slug);
  if (path === undefined) {
    const svg = fs.readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
    path = /<path d="([^"]+)"/.exec(svg)?.[1];
    if (!path) throw new Error(`simple-icons/${slug}.svg has no path`);
    paths.set(slug, path);
  }
  return path;
}

/** A catalogue code as stored; a code the catalogue no longer has reads as CUSTOM. */
export const platformCode = (code: string): PlatformCode =>
  Object.hasOwn(PLATFORMS, code) ? (code as PlatformCode) : 'CUSTOM';

/** How a platform's mark is drawn: the brand's path, or the name of a generic icon. */
export function platformIcon(code: PlatformCode): SocialIcon {
  const { glyph } = PLATFORMS[code] as Platform;
  return 'brand' in glyph ? { kind: 'brand', path: brandPath(glyph.brand) } : { kind: 'generic', name: glyph.generic };
}
