// `npm run search:reindex`: rebuilds the search index of the configured site (DATA_DIR's SQLite, or
// DATABASE_URL's PostgreSQL) from its articles and products, with a progress bar. The site can stay
// up: readers keep the old index until the new one is committed. Never needed after an ordinary
// start; use it after restoring a backup or changing how text is segmented.
import { buildApp } from '../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';

const BAR_WIDTH = 30;

function bar(done: number, total: number): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${done}/${total}`;
}

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const app = await buildApp(config);
  try {
    const { db, dialect } = app.services.database;
    const indexer = app.services.searchIndexer;
    process.stdout.write(`重建搜索索引（${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}）\n`);
    const started = performance.now();
    const tty = process.stdout.isTTY;
    let lastTenth = -1;
    const { total } = await indexer.rebuild(db, ({ done, total }) => {
      if (tty) {
        process.stdout.write(`\r${bar(done, total)}`);
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        process.stdout.write(`${bar(done, total)}\n`);
      }
    });
    if (tty) process.stdout.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = ((await indexer.index.sizeBytes(db)) / 1024 / 1024).toFixed(1);
    process.stdout.write(`完成：${total} 篇文章与商品，用时 ${seconds} 秒，索引 ${megabytes} MB\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `重建搜索索引失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
