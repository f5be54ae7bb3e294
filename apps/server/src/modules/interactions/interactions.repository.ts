import type { Db } from '../../platform/db/database.ts';

export class InteractionsRepository {
  constructor(private readonly db: Db) {}

  async hasLiked(userId: number, articleId: number): Promise<boolean> {
    return (await this.db.selectFrom('article_likes').select('article_id').where('user_id', '=', userId).where('article_id', '=', articleId).executeTakeFirst()) !== undefined;
  }

  /** Adds the like; a like that is already there stays as it is. */
  async addLike(userId: number, articleId: number, at: string): Promise<void> {
    await this.db.insertInto('article_likes').values({ user_id: userId, article_id: articleId, created_at: at }).onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing()).execute();
  }

  /** True when a like was removed. */
  async removeLike(userId: number, articleId: number): Promise<boolean> {
    const r = await this.db.deleteFrom('article_likes').where('user_id', '=', userId).where('article_id', '=', articleId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async countLikes(articleId: number): Promise<number> {
    const r = await this.db.selectFrom('article_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('article_id', '=', articleId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Liked articles readers can still see (published and due), newest like first. */
  async likedArticleIds(userId: number, now: string, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const base = this.db
      .selectFrom('article_likes')
      .innerJoin('articles', 'articles.id', 'article_likes.article_id')
      .where('article_likes.user_id', '=', userId)
      .where('articles.status', '=', 'PUBLISHED')
      .where('articles.published_at', '<=', now);
    const [rows, total] = await Promise.all([
      base.select('article_likes.article_id').orderBy('article_likes.created_at', 'desc').orderBy('article_likes.article_id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.article_id), total: Number(total.n) };
  }

  /** How many visible articles the user likes (the same set as likedArticleIds). */
  async likedCount(userId: number, now: string): Promise<number> {
    const r = await this.db
      .selectFrom('article_likes')
      .innerJoin('articles', 'articles.id', 'article_likes.article_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('article_likes.user_id', '=', userId)
      .where('articles.status', '=', 'PUBLISHED')
      .where('articles.published_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
