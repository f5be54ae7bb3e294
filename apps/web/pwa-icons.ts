import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The sizes browsers ask of an installable site (Chrome: 192 and 512, and a maskable one). */
const SIZES = [192, 512] as const;
const MASKABLE = 512;
/** A maskable icon keeps its drawing inside the middle 80 % (the safe zone). */
const SAFE_ZONE = 0.8;

/**
 * Draws the app's PNG icons from its SVG at build time (icons/icon-192.png, icon-512.png,
 * icon-maskable-512.png, named in the server's /manifest.webmanifest): nothing is downloaded and
 * the icons follow the SVG.
 */
export function pwaIcons(svgPath: string, maskableBackground: string): Plugin {
  return {
    name: 'pwa-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await fs.readFile(svgPath);
      const draw = (size: number) =>
        sharp(svg, { density: 72 * Math.ceil(size / 64) })
          .resize(size, size)
          .png()
          .toBuffer();
      for (const size of SIZES)
        this.emitFile({ type: 'asset', fileName: `icons/icon-${size}.png`, source: await draw(size) });
      const inner = await draw(Math.round(MASKABLE * SAFE_ZONE));
      const maskable = await sharp({
        create: { width: MASKABLE, height: MASKABLE, channels: 4, background: maskableBackground },
      })
        .composite([{ input: inner, gravity: 'center' }])
        .png()
        .toBuffer();
      this.emitFile({ type: 'asset', fileName: `icons/icon-maskable-${MASKABLE}.png`, source: maskable });
    },
  };
}
