// `npm run seed:demo -- --articles N --products M [--seed S]`: fills the configured site (DATA_DIR's
// SQLite, or DATABASE_URL's PostgreSQL) with N realistic Chinese demo articles, 30 tags, demo readers
// with likes, illustrations in the configured storage (DATA_DIR/storage/demo on the local disk), and a
// product category tree with M products and their favourites. The same seed always writes the same content.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { seedFrom } from '../apps/server/src/demo/demo-content.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { seedDemoProducts } from '../apps/server/src/demo/seed-demo-products.ts';

const USAGE = `用法：npm run seed:demo -- [--articles N] [--products M] [--seed S]

  --articles N   写入 N 篇演示文章（默认 100）
  --products M   写入好物分类树（最多 4 级，已存在的分类沿用）和 M 个演示商品（默认 60；0 表示不写好物）
  --seed S       随机种子，数字或任意文字（默认 42）；同一种子生成相同的内容

写入当前配置的数据库：默认 DATA_DIR（./data）下的 SQLite，设置 DATABASE_URL 时为 PostgreSQL。`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(1);
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) fail(`--${name} 必须是 0 到 1000000 之间的整数`);
  return n;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        articles: { type: 'string' },
        seed: { type: 'string' },
        products: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const articleCount = count(args.articles, 100, 'articles');
  const seedText = args.seed ?? '42';
  const seed = seedFrom(seedText);
  const productCount = count(args.products, 60, 'products');

  // At the server's own log level: seeding a new site is its first start, and says what that start says
  // (the administrator it created from ADMIN_*).
  const config = loadConfig(process.env);
  const started = performance.now();
  // The whole server without listening: migrations, site defaults, the administrator, starter articles.
  const app = await buildApp(config);
  try {
    const { db, dialect } = app.services.database;
    process.stdout.write(
      `数据库：${dialect === 'postgres' ? 'PostgreSQL' : `SQLite（${path.join(config.dataDir, 'site.db')}）`}；种子：${seedText}\n`,
    );
    const summary = await seedDemo({
      db,
      tags: app.services.tags,
      storage: app.services.storage,
      articles: articleCount,
      seed,
      authorId: await app.services.users.firstAdministratorId(),
      onProgress: progress('文章'),
      search: app.services.searchIndexer,
      markdown: app.services.markdown,
    });
    const products =
      productCount > 0
        ? await seedDemoProducts({
            db,
            tags: app.services.tags,
            storage: app.services.storage,
            products: productCount,
            seed,
            authorId: await app.services.users.firstAdministratorId(),
            onProgress: progress('商品'),
            search: app.services.searchIndexer,
            categories: app.services.categories,
          })
        : null;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      [
        '',
        `完成，用时 ${seconds} 秒：`,
        `  文章 ${summary.articles} 篇（均已发布，发布时间分布在最近两年）`,
        `  标签 ${summary.tagsCreated} 个新建，${summary.tagsExisting} 个已存在`,
        `  演示读者 ${summary.readersCreated} 个新建（不能登录，只用来点赞），点赞 ${summary.likes} 个`,
        `  插图 ${summary.images} 张，存储桶 demo（/files/demo/…）`,
        ...(summary.firstTitles.length > 0 ? ['  前几篇标题：', ...summary.firstTitles.map((t) => `    · ${t}`)] : []),
        ...(products
          ? [
              `  商品分类 ${products.categoriesCreated} 个新建，${products.categoriesExisting} 个已存在（最多 4 级）`,
              `  商品 ${products.products} 个：在售 ${products.byStatus.ACTIVE}，下架 ${products.byStatus.INACTIVE}，草稿 ${products.byStatus.DRAFT}，推荐 ${products.featured}`,
              `  商品标签 ${products.tagsCreated} 个新建，${products.tagsExisting} 个已存在；演示读者的收藏 ${products.favorites} 个`,
              `  商品图片 ${products.images} 张，存储桶 demo`,
              ...(products.firstNames.length > 0
                ? ['  前几个商品：', ...products.firstNames.map((n) => `    · ${n}`)]
                : []),
            ]
          : ['  商品：未写入（--products 0）']),
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

/** Progress on one line in a terminal, in tenths otherwise (logs, CI). */
function progress(what: string): (written: number, total: number) => void {
  const tty = process.stdout.isTTY;
  let lastTenth = -1;
  return (written, total) => {
    if (tty) {
      process.stdout.write(`\r已写入${what} ${written}/${total}`);
      if (written === total) process.stdout.write('\n');
      return;
    }
    const tenth = Math.floor((written / total) * 10);
    if (tenth !== lastTenth || written === total) {
      lastTenth = tenth;
      process.stdout.write(`已写入${what} ${written}/${total}\n`);
    }
  };
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `写入演示数据失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
