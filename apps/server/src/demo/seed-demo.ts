import sharp from 'sharp';
import { tagInputSchema } from '@app/contract';
import type { Db } from '../platform/db/database.ts';
import { excerptOf, readingMinutes, type MarkdownRenderer } from '../platform/markdown/markdown.ts';
import type { StorageDriver } from '../platform/storage/storage.ts';
import { slugify } from '../platform/text/slug.ts';
import type { TagsService } from '../modules/tags/tags.service.ts';
import {
  DEMO_COVERS,
  DEMO_FIGURES,
  DEMO_IMAGE_BUCKET,
  DEMO_TAGS,
  Random,
  demoArticles,
  demoImageSvg,
  demoReaderName,
  derivedSeed,
  type DemoTag,
} from './demo-content.ts';
import type { SearchIndexer } from '../platform/search/search-indexer.ts';

/** Articles written per transaction: big enough to be fast, small enough for SQLite's bound-parameter limit. */
const ARTICLE_BATCH = 500;
/** Like (and favourite) rows per INSERT (3 parameters each, under SQLite's 32,766). */
export const LIKE_CHUNK = 5_000;
/** Demo readers whose likes make the like counts real (a reader's toggle recounts the rows). */
export const DEMO_READER_COUNT = 200;
const READER_PREFIX = 'demo_reader_';
/** Not an argon2 hash: nobody can sign in as a demo reader. */
const NO_LOGIN = '!demo-reader-cannot-sign-in';
/** Widths of the narrower copies, named `<name>-<width>.webp` like uploaded images. */
const IMAGE_VARIANT_WIDTHS = [400, 800];

export interface SeedDemoOptions {
  db: Db;
  tags: TagsService;
  /** Where the illustrations go (the `demo` bucket); null writes none (the articles still point at them). */
  storage: StorageDriver | null;
  articles: number;
  seed: number;
  authorId: number | null;
  /** Publication dates are spread over the two years before this. */
  now?: Date;
  onProgress?: (written: number, total: number) => void;
  /** Indexes each batch in its own transaction, as the editor's saves do; absent, search does not see the demo. */
  search: SearchIndexer;
  /** Renders each article for readers, as the editor's saves do (kept by the site's renderer). */
  markdown?: MarkdownRenderer;
}

export interface SeedDemoSummary {
  articles: number;
  tagsCreated: number;
  tagsExisting: number;
  readersCreated: number;
  likes: number;
  images: number;
  firstTitles: string[];
}

export const MINUTE_MS = 60_000;

/** Fills the database with demo tags, readers and `articles` published articles (and writes the illustrations). */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoSummary> {
  const { db } = options;
  const now = (options.now ?? new Date()).getTime();
  const images = options.storage ? await writeDemoImages(options.storage, articleImages()) : 0;
  const { tagIds, created: tagsCreated } = await ensureTags(db, options.tags, DEMO_TAGS);
  const { readerIds, created: readersCreated } = await ensureReaders(db, new Date(now).toISOString());

  const taken = new Set((await db.selectFrom('articles').select('slug').execute()).map((r) => r.slug));
  const uniqueSlug = (title: string, index: number) => {
    const base = slugify(title, 80) || `demo-${index}`;
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };

  const likeRandom = new Random(derivedSeed(options.seed, 1));
  const articles = demoArticles(options.seed);
  const firstTitles: string[] = [];
  let written = 0;
  let likes = 0;
  while (written < options.articles) {
    const size = Math.min(ARTICLE_BATCH, options.articles - written);
    const batch = Array.from({ length: size }, (_, i) => {
      const step = articles.next();
      if (step.done) throw new Error('the demo article generator never ends');
      const article = step.value;
      if (firstTitles.length < 5) firstTitles.push(article.title);
      const publishedAt = now - article.publishedMinutesAgo * MINUTE_MS;
      const createdAt = publishedAt - likeRandom.int(10, 3 * 24 * 60) * MINUTE_MS;
      const updatedAt = publishedAt + article.editedMinutesLater * MINUTE_MS;
      const likers = likeRandom.sample(readerIds, article.likeCount);
      return {
        article,
        likers,
        likedAt: likers.map(() => new Date(publishedAt + likeRandom.next() * (now - publishedAt)).toISOString()),
        row: {
          title: article.title,
          slug: uniqueSlug(article.title, written + i + 1),
          excerpt: excerptOf(article.bodyText || article.text),
          content: article.content,
          reading_minutes: readingMinutes(article.text),
          cover_image: article.coverImage,
          status: 'PUBLISHED' as const,
          published_at: new Date(publishedAt).toISOString(),
          // History, not news: demo articles are never announced to subscribers.
          announced_at: new Date(publishedAt).toISOString(),
          allow_comments: article.allowComments,
          seo_title: null,
          seo_description: null,
          view_count: article.viewCount,
          like_count: likers.length,
          author_id: options.authorId,
          created_at: new Date(createdAt).toISOString(),
          updated_at: new Date(updatedAt).toISOString(),
        },
      };
    });

    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('articles')
        .values(batch.map((b) => b.row))
        .returning(['id', 'slug'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      const articleTags = batch.flatMap((b) =>
        [...new Set(b.article.tags)].map((name) => ({ article_id: idOf.get(b.row.slug)!, tag_id: tagIds.get(name)! })),
      );
      if (articleTags.length > 0) await trx.insertInto('article_tags').values(articleTags).execute();
      const likeRows = batch.flatMap((b) =>
        b.likers.map((user_id, k) => ({ user_id, article_id: idOf.get(b.row.slug)!, created_at: b.likedAt[k]! })),
      );
      for (let start = 0; start < likeRows.length; start += LIKE_CHUNK) {
        await trx
          .insertInto('article_likes')
          .values(likeRows.slice(start, start + LIKE_CHUNK))
          .execute();
      }
      await options.search.sync(trx, { ARTICLE: inserted.map((r) => r.id) });
      likes += likeRows.length;
    });
    for (const b of batch) await options.markdown?.renderHighlighted(b.row.content);
    written += size;
    options.onProgress?.(written, options.articles);
  }

  return {
    articles: written,
    tagsCreated,
    tagsExisting: DEMO_TAGS.length - tagsCreated,
    readersCreated,
    likes,
    images,
    firstTitles,
  };
}

/** Demo tags through the tag service; ones that exist by name are reused as they are. */
export async function ensureTags(
  db: Db,
  tags: TagsService,
  wanted: DemoTag[],
): Promise<{ tagIds: Map<string, number>; created: number }> {
  const existing = await db.selectFrom('tags').select(['id', 'name', 'slug']).execute();
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t.id]));
  const slugs = new Set(existing.map((t) => t.slug));
  const tagIds = new Map<string, number>();
  let created = 0;
  for (const tag of wanted) {
    const id = byName.get(tag.name.toLowerCase());
    if (id !== undefined) {
      tagIds.set(tag.name, id);
      continue;
    }
    // Through the form's own rules, as if typed into the tag screen.
    const made = await tags.create(
      tagInputSchema.parse({
        name: tag.name,
        slug: slugs.has(tag.slug) ? undefined : tag.slug,
        description: tag.description,
        color: tag.color,
        icon: tag.icon,
        featured: tag.featured,
      }),
    );
    tagIds.set(tag.name, made.id);
    created++;
  }
  return { tagIds, created };
}

/** Readers who cannot sign in, there so that like counts are backed by like rows. */
export async function ensureReaders(db: Db, now: string): Promise<{ readerIds: number[]; created: number }> {
  const usernames = Array.from(
    { length: DEMO_READER_COUNT },
    (_, i) => `${READER_PREFIX}${String(i + 1).padStart(3, '0')}`,
  );
  const present = new Set(
    (await db.selectFrom('users').select('username').where('username', 'in', usernames).execute()).map(
      (u) => u.username,
    ),
  );
  const missing = usernames.map((username, i) => ({ username, index: i + 1 })).filter((u) => !present.has(u.username));
  if (missing.length > 0) {
    await db
      .insertInto('users')
      .values(
        missing.map(({ username, index }) => ({
          username,
          display_name: demoReaderName(index),
          email: `${username}@example.com`,
          password_hash: NO_LOGIN,
          avatar_url: null,
          role: 'USER' as const,
          status: 'ACTIVE' as const,
          is_approved: true,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const rows = await db.selectFrom('users').select('id').where('username', 'in', usernames).orderBy('id').execute();
  return { readerIds: rows.map((r) => r.id), created: missing.length };
}

/** Covers (1200×675) and figures (960×540). */
const articleImages = (): DemoImage[] => [
  ...DEMO_COVERS.map((name) => ({ name, svg: demoImageSvg(name, 1200, 675) })),
  ...DEMO_FIGURES.map((name) => ({ name, svg: demoImageSvg(name, 960, 540) })),
];

export interface DemoImage {
  /** `<name>.webp` in the demo bucket. */
  name: string;
  svg: string;
}

/** Pictures drawn as SVG, stored as WebP with narrower copies, as uploads are stored. */
export async function writeDemoImages(storage: StorageDriver, images: DemoImage[]): Promise<number> {
  await Promise.all(
    images.map(async ({ name, svg: source }) => {
      const svg = Buffer.from(source);
      await storage.put(DEMO_IMAGE_BUCKET, name, await sharp(svg).webp({ quality: 80 }).toBuffer(), 'image/webp');
      for (const w of IMAGE_VARIANT_WIDTHS) {
        await storage.put(
          DEMO_IMAGE_BUCKET,
          name.replace(/\.webp$/, `-${w}.webp`),
          await sharp(svg).resize({ width: w }).webp({ quality: 78 }).toBuffer(),
          'image/webp',
        );
      }
    }),
  );
  return images.length;
}
