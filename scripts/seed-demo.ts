// `npm run seed:demo -- --articles N [--seed S]`: fills the configured site (DATA_DIR's SQLite, or
// DATABASE_URL's PostgreSQL) with N realistic Chinese demo articles, 30 tags, demo readers with likes
// and illustrations in the configured storage (DATA_DIR/storage/demo on the local disk). The same seed always writes the same content.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { seedFrom } from '../apps/server/src/demo/demo-content.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { TagsRepository } from '../apps/server/src/modules/tags/tags.repository.ts';
import { TagsService } from '../apps/server/src/modules/tags/tags.service.ts';

const USAGE = `用法：npm run seed:demo -- --articles N [--seed S]

  --articles N   写入 N 篇演示文章（默认 100）
  --seed S       随机种子，数字或任意文字（默认 42）；同一种子生成相同的内容
  --products M   好物演示数据尚未支持，会被忽略

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
      options: { articles: { type: 'string' }, seed: { type: 'string' }, products: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  if (args.products !== undefined) process.stdout.write(`提示：好物（商品）演示数据会随好物功能一起加入，本次忽略 --products ${args.products}。\n`);

  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const started = performance.now();
  // The whole server without listening: migrations, site defaults, the administrator, starter articles.
  const app = await buildApp(config);
  try {
    const { db, dialect } = app.services.database;
    process.stdout.write(`数据库：${dialect === 'postgres' ? 'PostgreSQL' : `SQLite（${path.join(config.dataDir, 'site.db')}）`}；种子：${seedText}\n`);
    const tty = process.stdout.isTTY;
    let lastTenth = -1;
    const summary = await seedDemo({
      db,
      tags: new TagsService(new TagsRepository(db)),
      storage: app.services.storage,
      articles: articleCount,
      seed,
      authorId: await app.services.users.firstAdministratorId(),
      onProgress: (written, total) => {
        if (tty) {
          process.stdout.write(`\r已写入文章 ${written}/${total}`);
          if (written === total) process.stdout.write('\n');
          return;
        }
        const tenth = Math.floor((written / total) * 10);
        if (tenth !== lastTenth || written === total) {
          lastTenth = tenth;
          process.stdout.write(`已写入文章 ${written}/${total}\n`);
        }
      },
    });
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
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `写入演示数据失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
