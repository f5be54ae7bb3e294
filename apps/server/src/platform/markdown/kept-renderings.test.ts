import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/test-app.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { createScratchSchema } from '../db/scratch-schema.ts';
import { KEEP_UNREAD_DAYS, KeptRenderings } from './kept-renderings.ts';
import { MarkdownRenderer } from './markdown.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ARTICLE = ['## 安装', '', '先装好依赖：', '', '```ts', "const site = '轻量博客';", '```', ''].join('\n');

describe.each(testDialects)('renderings kept in the database (%s)', (dialect) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let today = new Date('2026-11-28T08:00:00Z');
  const clock = () => today;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-renderings-'));
    let databaseUrl: string | undefined;
    if (dialect === 'postgres')
      ({ url: databaseUrl, drop } = await createScratchSchema(process.env.TEST_DATABASE_URL!, 'renderings'));
    handle = createDatabase({ databaseUrl, dataDir });
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.destroy();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = () => handle.db.selectFrom('rendered_markdown').selectAll().execute();
  /** A renderer as a new process has it: nothing in memory, the site's database behind it. */
  const freshRenderer = () => MarkdownRenderer.create({ store: new KeptRenderings(handle.db, clock) });

  it('what one process rendered for readers, another reads from the database instead of rendering again', async () => {
    await handle.db.deleteFrom('rendered_markdown').execute();
    const first = await (await freshRenderer()).renderHighlighted(ARTICLE);
    expect(first.html).toContain('<pre class="shiki');
    expect(await rows()).toHaveLength(1);

    // The kept row is what the next process shows: marked here, the mark comes back.
    const marked = { ...first, html: `${first.html}<!-- kept -->` };
    await handle.db
      .updateTable('rendered_markdown')
      .set({ rendering: JSON.stringify(marked) })
      .execute();
    const second = await (await freshRenderer()).renderHighlighted(ARTICLE);
    expect(second).toEqual(marked);
    expect(second.headings).toEqual([{ level: 2, text: '安装', id: '安装' }]);
  });

  it('two processes rendering the same text keep one row', async () => {
    await handle.db.deleteFrom('rendered_markdown').execute();
    const [a, b] = await Promise.all([freshRenderer(), freshRenderer()]);
    await Promise.all([a.renderHighlighted(ARTICLE), b.renderHighlighted(ARTICLE)]);
    expect(await rows()).toHaveLength(1);
  });

  it('a preview is not kept', async () => {
    await handle.db.deleteFrom('rendered_markdown').execute();
    const rendered = await (await freshRenderer()).renderHighlighted(`${ARTICLE}草稿`, { keep: false });
    expect(rendered.html).toContain('草稿');
    expect(await rows()).toHaveLength(0);
  });

  it(`a reading marks the day at most once a day; what nobody read for ${KEEP_UNREAD_DAYS} days is dropped`, async () => {
    await handle.db.deleteFrom('rendered_markdown').execute();
    today = new Date('2026-01-01T08:00:00Z');
    const store = new KeptRenderings(handle.db, clock);
    await (await freshRenderer()).renderHighlighted(ARTICLE);
    await (await freshRenderer()).renderHighlighted('只读过一次的页面');
    expect((await rows()).map((r) => r.used_on)).toEqual(['2026-01-01', '2026-01-01']);

    today = new Date(today.getTime() + 30 * DAY_MS);
    await (await freshRenderer()).renderHighlighted(ARTICLE);
    const usedOn = async (text: string) =>
      (await rows()).find((r) => (JSON.parse(r.rendering) as { text: string }).text.includes(text))?.used_on;
    expect(await usedOn('先装好依赖')).toBe('2026-01-31');
    expect(await usedOn('只读过一次')).toBe('2026-01-01');

    today = new Date(new Date('2026-01-01T08:00:00Z').getTime() + KEEP_UNREAD_DAYS * DAY_MS);
    await store.prune();
    expect(await usedOn('只读过一次')).toBe('2026-01-01');
    today = new Date(today.getTime() + DAY_MS);
    await store.prune();
    expect(await usedOn('只读过一次')).toBeUndefined();
    expect(await usedOn('先装好依赖')).toBe('2026-01-31');
  });
});
