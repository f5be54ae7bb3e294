// The builds `npm start` and the benchmarks run from, each rebuilt only when it is missing or older
// than its sources: the web app (apps/web/dist) and the compiled server (apps/server/dist:
// apps/server/src, the contract it imports and the packages every start loads, bundled by esbuild
// into one JavaScript file, so production starts without compiling TypeScript or resolving some
// thousand package files on the way).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtEntry = path.join(webDir, 'dist/server/entry-server.js');
const serverDir = path.join(root, 'apps/server');
/** What `npm start` runs: it turns on source maps, then imports the bundle (`server.js`). */
export const serverEntry = path.join(serverDir, 'dist/main.js');
const serverBundle = path.join(serverDir, 'dist/server.js');
/**
 * How Node runs it: V8's young generation held to 8 MB per semi-space (Node 24's default grows it
 * to 16–32 MB): RSS ~80 MB lower idle and after rendering, for ~5–8 % more CPU per uncached render;
 * and the old generation let grow to 2× what survived the last full collection before the next
 * one (V8 picks up to 4× on its own). Under 50 clients each request's objects that outlive two young
 * collections (it waits behind the others) pile up there as garbage: with V8's own factor the RSS
 * rose to ~330 MiB (bench:site, 1,000 articles, rendered pages), with 2× to ~230 MiB at the same
 * throughput (~245 against ~250 uncached renders a second). 1.3× held it to ~195 MiB but ran a full
 * collection every ~70 renders: ~20 % more CPU per render (~200 renders a second). It is a factor,
 * not a cap: a larger site's heap still grows as far as its data needs.
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=100'];

/**
 * The environment it runs in besides the caller's: Node's compile cache (V8's compiled code of every
 * module, kept on disk when the process ends), so a start after the first compiles neither the
 * server, its packages nor the server-rendering bundle again: ~200 of ~1,200 ms until it listens
 * on this machine. Node keys each entry by the file's content; they live in the system's temporary
 * folder, as Node advises, unless NODE_COMPILE_CACHE names another place.
 *
 * And glibc's allocator held to two arenas (it makes one per thread that allocates: V8's helper
 * threads and libuv's pool each kept a few MB). Other C libraries ignore it. (Its trim threshold is
 * left alone: set, it also fixes the size above which glibc maps fresh memory for each allocation,
 * and brotli's tables, allocated per response, were mapped and zeroed again every time: ~0.35 ms
 * more per uncached render, for ~1 MiB less RSS.)
 */
export const serverEnv = () => ({
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'node-compile-cache'),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
});

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtEntry)) return true;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'public')),
    newestMtime(path.join(root, 'packages/contract/src')),
    ...[
      'index.html',
      'vite.config.ts',
      'antd-trims.ts',
      'page-scripts.ts',
      'precompress.ts',
      'style-sheet.ts',
      'pwa-icons.ts',
    ].map((file) => fs.statSync(path.join(webDir, file)).mtimeMs),
  );
  return sources > fs.statSync(builtEntry).mtimeMs;
}

/** Builds the web app quietly (its output is shown only when it fails); exits the process then. */
function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('前端构建失败');
    process.exit(result.status ?? 1);
  }
}

function serverBuildIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const sources = Math.max(
    newestMtime(path.join(serverDir, 'src')),
    newestMtime(path.join(root, 'packages/contract/src')),
    fs.statSync(path.join(serverDir, 'package.json')).mtimeMs,
    // The bundle holds the packages' code too, and is made by this file.
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
    fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  return sources > fs.statSync(serverEntry).mtimeMs;
}

/**
 * Packages that stay in node_modules, imported at run time: those with native code, those the server
 * loads on first use (`loadedOnFirstUse`, the languages of the highlighter) or only in development
 * (Vite), and the API documentation's, which serves files from its own folder. Every other package
 * is bundled: resolving and reading the ~1,000 files of fastify, zod, kysely and the rest took ~400 ms
 * of each start on this machine.
 */
const EXTERNAL_PACKAGES = [
  '@aws-sdk',
  '@fastify/middie',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs',
  '@shikijs',
  'ioredis',
  // Its typographer has a character beyond ASCII in a regular expression, which esbuild leaves as
  // it is: in the bundle, V8 would hold the whole server's source at two bytes a character (+3 MB;
  // e2e/bundle-budget.spec.ts fails when such a character is back).
  'markdown-it',
  'nodemailer',
  'pg',
  'pinyin-pro',
  'sharp',
  'shiki',
  'vite',
];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const stayExternal = {
  name: 'stay-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageOf(args.path);
      return EXTERNAL_PACKAGES.includes(name) || EXTERNAL_PACKAGES.includes(name.split('/')[0])
        ? { path: args.path, external: true }
        : undefined;
    });
  },
};

/**
 * The entry Node starts: source maps for the server's own code (stack traces in the logs name the
 * TypeScript files and lines), then the bundle. `--enable-source-maps` would also parse the map of
 * every package file that has one, ~200 ms of each start.
 */
const ENTRY_SOURCE = `import { setSourceMapsSupport } from 'node:module';
setSourceMapsSupport(true);
await import('./server.js');
`;

async function buildServer() {
  fs.rmSync(path.dirname(serverEntry), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces in the logs name the TypeScript files and lines.
    sourcesContent: false,
    // Without comments and with characters beyond ASCII escaped: V8 keeps the source of the module
    // it runs, at two bytes a character when one of them is not ASCII (a comment's Chinese). The
    // names stay, so a trace is readable even without the source map.
    minifyWhitespace: true,
    charset: 'ascii',
    // The packages' licence notices go beside it (server.js.LEGAL.txt), not into the source V8 keeps.
    legalComments: 'external',
    logLevel: 'warning',
    // The CommonJS packages in the bundle call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
    },
    plugins: [stayExternal],
  });
  fs.writeFileSync(serverEntry, ENTRY_SOURCE);
}

/**
 * Builds what is stale of the web app and the compiled server, in one line: what is being built
 * and, at the end, how long it took. Nothing is said when both are up to date.
 */
export async function ensureBuilds() {
  const web = webBuildIsStale();
  const server = serverBuildIsStale();
  if (!web && !server) return;
  const started = performance.now();
  process.stdout.write(
    `正在构建${[web && '前端', server && '服务器'].filter(Boolean).join('和')}（首次启动或代码有更新）…`,
  );
  if (web) buildWeb();
  if (server) await buildServer();
  process.stdout.write(` 完成，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒\n`);
}
