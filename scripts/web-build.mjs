// The web build the server renders from: `npm start` and `npm run bench:page-cache` build it when
// it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtEntry = path.join(webDir, 'dist/server/entry-server.js');

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
    fs.statSync(path.join(webDir, 'index.html')).mtimeMs,
    fs.statSync(path.join(webDir, 'vite.config.ts')).mtimeMs,
  );
  return sources > fs.statSync(builtEntry).mtimeMs;
}

/** Builds the web app unless its build is up to date; exits the process when the build fails. */
export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('正在构建前端（首次启动或代码有更新）…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
