// The builds `npm start` and the benchmarks run from, each rebuilt only when it is missing or older
// than its sources: the web app (apps/web/dist) and the compiled server (apps/server/dist/main.js:
// apps/server/src and the contract it imports bundled by esbuild into one JavaScript file, so
// production starts without compiling TypeScript on the way; packages stay in node_modules).
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
/** What `npm start` runs. */
export const serverEntry = path.join(serverDir, 'dist/main.js');
/**
 * How Node runs it: stack traces through the source maps; V8's young generation held to 8 MB per
 * semi-space (Node 24's default grows it to 16–32 MB): RSS ~80 MB lower idle and after rendering,
 * for ~5–8 % more CPU per uncached render; and the old generation let grow to 1.3× what survived the
 * last full collection before the next one (V8 picks up to 4× on its own). Under load each request's
 * objects that outlive a young collection pile up there as garbage: with V8's own factor the RSS
 * rose from ~200 to ~430 MiB under 50 clients (cached or rendered pages alike), with 1.3× to ~220–260
 * MiB, at the same throughput (bench:site, 200 articles). It is a factor, not a cap: a larger site's
 * heap still grows as far as its data needs.
 */
export const serverNodeFlags = ['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=30'];

/**
 * The environment it runs in besides the caller's: Node's compile cache (V8's compiled code of every
 * module, kept on disk when the process ends), so a start after the first compiles neither the
 * server, its packages nor the server-rendering bundle again: ~200 of ~1,200 ms until it listens
 * on this machine. Node keys each entry by the file's content; they live in the system's temporary
 * folder, as Node advises, unless NODE_COMPILE_CACHE names another place.
 */
export const serverEnv = () => ({
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'node-compile-cache'),
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
  );
  return sources > fs.statSync(serverEntry).mtimeMs;
}

/** Our own workspace packages (TypeScript sources) are bundled; every other package is imported at run time. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildServer() {
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverEntry,
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
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  });
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
