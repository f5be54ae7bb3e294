import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text a browser downloads from dist/client as a file; images and fonts are compressed already, and
 * index.html is the server's template, never sent as it is.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt)$/;
/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside a text file, however small:
 * a file served without a twin is not sent as it is but compressed again for every visitor (the
 * server's compression cannot tell a file's length from its stream, so its size threshold does not
 * hold), at the lower quality meant for per-response work. A first visit to an article fetches some
 * 25 such files of 0.2–0.6 kB.
 */
export async function writeCompressedTwins(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text file of the
 * client build, once, at build time: the server sends those as they are (@fastify/static's
 * `preCompressed`) instead of compressing each asset again for every visitor.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map((fileName) => writeCompressedTwins(path.join(outDir, fileName))),
      );
    },
  };
}
