// `npm run bench:page-cache`: what junk addresses cost the rendered-page cache. Starts the built
// site (production mode, a fresh SQLite database in a temporary folder), renders the public pages
// once, then asks for them 10,000 times with a distinct junk query string each (`/?r=1`, …), and
// prints the server's resident memory before and after. Junk parameters must neither render anew
// nor take memory: the script fails when they caused more renders than the cache's time limit
// explains or the process grew by more than its budget. Then, for information, 1,000 unknown
// paths (404, rendered every time and never kept): what a render costs the heap until the next
// full garbage collection.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilds, root, serverEntry, serverEnv, serverNodeFlags } from './builds.mjs';
import { freePort } from '../e2e/support/free-port.ts';

const JUNK_REQUESTS = 10_000;
const UNKNOWN_PATHS = 1_000;
const CONCURRENCY = 8;
/** The page cache's own bound is 32 MB; the rest is room for the heap's ordinary breathing. */
const RSS_BUDGET_MB = 64;
/** PAGE_CACHE_TTL_MS in apps/server/src/platform/ssr/page-cache.ts: a kept page is rendered again after it. */
const PAGE_CACHE_TTL_MS = 60_000;
const PAGES = [
  '/',
  '/articles',
  '/articles/about',
  '/products',
  '/pages',
  '/friends',
  '/social-links',
  '/search?q=博客',
];

/** Resident memory of a process in MB (Linux and macOS both have ps). */
const rssMb = (pid) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;

async function waitUntilListening(base, server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`服务器启动失败（退出码 ${server.exitCode}）`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet: ask again once the event loop has turned.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Sends every address, a few at a time; counts the answers by status and cache hits. */
async function send(base, urls) {
  const tally = { hits: 0, statuses: {} };
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const response = await fetch(base + urls[next++]);
      await response.arrayBuffer();
      tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
      if (response.headers.get('x-page-cache') === 'hit') tally.hits++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return tally;
}

const withJunk = (page, i) => `${page}${page.includes('?') ? '&' : '?'}r=${i}&utm_source=bench${i}`;
const mb = (n) => `${n.toFixed(1)} MB`;

await ensureBuilds();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-page-cache-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...serverEnv(),
};
// The bench's own database: never the configured one.
delete env.DATABASE_URL;
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitUntilListening(base, server);
  const warm = await send(base, [...PAGES, ...PAGES]);
  const before = rssMb(server.pid);
  console.log(`预热：${PAGES.length} 个页面各请求两次，状态 ${JSON.stringify(warm.statuses)}`);
  console.log(`RSS（预热后）：${mb(before)}`);

  const started = Date.now();
  const junk = await send(
    base,
    Array.from({ length: JUNK_REQUESTS }, (_, i) => withJunk(PAGES[i % PAGES.length], i)),
  );
  const afterJunk = rssMb(server.pid);
  const seconds = (Date.now() - started) / 1000;
  const renders = JUNK_REQUESTS - junk.hits;
  // Each page once more for every time limit that ran out meanwhile; never once per address.
  const allowedRenders = PAGES.length * Math.ceil((seconds * 1000) / PAGE_CACHE_TTL_MS);
  console.log(
    `${JUNK_REQUESTS} 个不同的无用查询串（${seconds.toFixed(0)} 秒）：状态 ${JSON.stringify(junk.statuses)}，` +
      `命中缓存 ${junk.hits}，重新渲染 ${renders}（缓存 60 秒过期，最多 ${allowedRenders}）`,
  );
  const growth = afterJunk - before;
  console.log(`RSS（无用查询串后）：${mb(afterJunk)}（增长 ${mb(growth)}，预算 ${RSS_BUDGET_MB} MB）`);

  const unknown = await send(
    base,
    Array.from({ length: UNKNOWN_PATHS }, (_, i) => `/no-such-page-${i}`),
  );
  const afterUnknown = rssMb(server.pid);
  console.log(
    `（参考）${UNKNOWN_PATHS} 个不存在的路径：状态 ${JSON.stringify(unknown.statuses)}，命中缓存 ${unknown.hits}；` +
      `RSS ${mb(afterUnknown)}（较上一步增长 ${mb(afterUnknown - afterJunk)}：每次渲染的临时对象，等下一次完整垃圾回收）`,
  );

  if (renders > allowedRenders) {
    console.error(`✖ 无用查询串导致了 ${renders} 次重新渲染`);
    failed = true;
  }
  if (unknown.hits > 0) {
    console.error('✖ 404 页面被缓存了');
    failed = true;
  }
  if (growth > RSS_BUDGET_MB) {
    console.error(`✖ 内存增长超出预算 ${RSS_BUDGET_MB} MB`);
    failed = true;
  }
  if (!failed) console.log(`✔ 内存增长在预算 ${RSS_BUDGET_MB} MB 之内`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
