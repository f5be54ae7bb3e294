// `npm run bench:search [-- --sizes 10000,100000 --reps 10 --databases sqlite,postgres]`: seeds fresh sites with N demo articles
// (the seed:demo generator) on SQLite — and on PostgreSQL too when DATABASE_URL is set, each in a
// schema of its own that is dropped afterwards — builds the search index, starts the server in a
// child process and sends a fixed list of queries through the HTTP API with 1 and 20 clients.
// Prints the index build time and size, p50/p95/p99 latency and requests per second per query
// class, and each query's result counts. A benchmark, not a test: nothing here passes or fails.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createScratchSchema } from '../apps/server/src/platform/db/scratch-schema.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { freePort } from '../e2e/support/free-port.ts';

type QueryClass = '单字' | '双字词' | '整句' | '中英混合' | '无结果';
const QUERIES: Record<QueryClass, string[]> = {
  单字: ['猫', '书', '衣', '茶', '山', '雨'],
  双字词: ['博客', '咖啡', '旅行', '摄影', '跑步', '京都', '秋天', '效率'],
  整句: [
    '周末适合穿什么外套',
    '如何提高写代码的效率',
    '第一次去京都旅行',
    '手冲咖啡的入门方法',
    '秋天的成都美食推荐',
    '跑步膝盖受伤怎么办',
  ],
  中英混合: ['React 教程', 'TypeScript 类型', 'Node.js 部署', 'Linux 服务器', 'iPhone 保护壳', 'Python 数据分析'],
  无结果: ['量子纠缠', '火星殖民', '区块链挖矿', 'xylophone', '恐龙化石'],
};
const CLASSES = Object.keys(QUERIES) as QueryClass[];
const ROOT = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    reps: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const DATABASES = new Set(args.databases!.split(',').map((d) => d.trim()));
const SIZES = args.sizes!.split(',').map((s) => Number(s.trim()));
const REPS = Number(args.reps);
const CONCURRENCY = [1, 20];

interface Site {
  label: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function sqliteSite(): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  return {
    label: 'SQLite',
    env: { DATA_DIR: dir },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresSite(base: string): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const { url, drop } = await createScratchSchema(base, 'bench');
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url },
    cleanup: async () => {
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const baseEnv = (site: Site) => ({
  ...site.env,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'bench-admin-pass',
  SEARCH_REQUESTS_PER_MINUTE: '0',
});

/** Seeds the articles (indexed as they are written), then times a rebuild of the whole index (what search:reindex does). */
async function prepare(site: Site, articles: number) {
  const app = await buildApp(loadConfig(baseEnv(site)));
  try {
    const { db } = app.services.database;
    let started = performance.now();
    await seedDemo({
      db,
      tags: app.services.tags,
      search: app.services.searchIndexer,
      storage: null,
      articles,
      seed: 42,
      authorId: await app.services.users.firstAdministratorId(),
    });
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const { total } = await app.services.searchIndexer.rebuild(db);
    const buildSeconds = (performance.now() - started) / 1000;
    // A site that has run for a while has what autovacuum leaves after a bulk insert: planner
    // statistics and pages marked all-visible. This machine's PostgreSQL runs without autovacuum;
    // without statistics it joins the 250,000 tag links of 100k articles by a full scan (9 ms of
    // every search), without the visibility map a tag's article count reads every link's row.
    if (app.services.database.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    return {
      documents: total,
      seedSeconds,
      buildSeconds,
      indexBytes: await app.services.searchIndexer.index.sizeBytes(db),
    };
  } finally {
    await app.close();
  }
}

async function startServer(site: Site): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    // DATABASE_URL (the PostgreSQL to bench on) must not leak into the SQLite site's server.
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...baseEnv(site),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function timedSearch(base: string, query: string): Promise<{ ms: number; articles: number; products: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/public/search?type=ALL&size=10&query=${encodeURIComponent(query)}`);
  const body = (await res.json()) as {
    data: { articles: { totalElements: number }; products: { totalElements: number } };
  };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${query}: HTTP ${res.status}`);
  return { ms, articles: body.data.articles.totalElements, products: body.data.products.totalElements };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Every query of a class REPS times, by `clients` concurrent clients; latencies and throughput. */
async function runClass(base: string, queries: string[], clients: number) {
  const work = Array.from({ length: REPS }, () => queries).flat();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < work.length) {
        const query = work[next++]!;
        latencies.push((await timedSearch(base, query)).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: work.length / seconds,
  };
}

const ms = (n: number) => n.toFixed(1).padStart(7);

async function benchmark(site: Site, articles: number) {
  process.stdout.write(`\n## ${site.label}，${articles} 篇文章\n`);
  const prepared = await prepare(site, articles);
  process.stdout.write(
    `写入 ${prepared.seedSeconds.toFixed(1)} 秒；索引 ${prepared.documents} 篇，建索引 ${prepared.buildSeconds.toFixed(1)} 秒，索引大小 ${(prepared.indexBytes / 1024 / 1024).toFixed(1)} MB\n`,
  );
  const { base, child } = await startServer(site);
  try {
    const counts: string[] = [];
    for (const cls of CLASSES) {
      for (const q of QUERIES[cls]) {
        const r = await timedSearch(base, q); // also warms the caches
        counts.push(
          `  ${cls.padEnd(5, '　')} ${q.padEnd(12, '　')} 文章 ${String(r.articles).padStart(6)}  好物 ${String(r.products).padStart(3)}`,
        );
      }
    }
    process.stdout.write(`结果数（每个查询）：\n${counts.join('\n')}\n`);
    for (const clients of CONCURRENCY) {
      process.stdout.write(
        `并发 ${clients}（每个查询 ${REPS} 次）：\n  类别          p50 ms  p95 ms  p99 ms   请求/秒\n`,
      );
      const p50s: number[] = [];
      for (const cls of CLASSES) {
        const r = await runClass(base, QUERIES[cls], clients);
        p50s.push(r.p50);
        process.stdout.write(
          `  ${cls.padEnd(5, '　')} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${r.rps.toFixed(0).padStart(9)}\n`,
        );
      }
      const sorted = [...p50s].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      process.stdout.write(`  最慢类别 p50 / 类别中位数 p50 = ${(Math.max(...p50s) / median).toFixed(2)}\n`);
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  process.stdout.write(`# 搜索基准：${os.cpus().length} 核，Node ${process.version}，每类查询见脚本开头\n`);
  const makers: (() => Promise<Site>)[] = [];
  if (DATABASES.has('sqlite')) makers.push(sqliteSite);
  if (DATABASES.has('postgres') && process.env.DATABASE_URL) makers.push(() => postgresSite(process.env.DATABASE_URL!));
  for (const make of makers) {
    for (const size of SIZES) {
      const site = await make();
      try {
        await benchmark(site, size);
      } finally {
        await site.cleanup();
      }
    }
  }
}

await main();
