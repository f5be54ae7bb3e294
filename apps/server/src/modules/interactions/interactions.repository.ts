import type { Db } from '../../platform/db/database.ts';
import type { ProductStatus } from '../../platform/db/schema.ts';

export class InteractionsRepository {
  constructor(private readonly db: Db) {}

  async hasLiked(userId: number, articleId: number): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('article_likes')
        .select('article_id')
        .where('user_id', '=', userId)
        .where('article_id', '=', articleId)
        .executeTakeFirst()) !== undefined
    );
  }

  /** Adds the like; a like that is already there stays as it is. */
  async addLike(userId: number, articleId: number, at: string): Promise<void> {
    await this.db
      .insertInto('article_likes')
      .values({ user_id: userId, article_id: articleId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
      .execute();
  }

  /** True when a like was removed. */
  async removeLike(userId: number, articleId: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('article_likes')
      .where('user_id', '=', userId)
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async countLikes(articleId: number): Promise<number> {
    const r = await this.db
      .selectFrom('article_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('article_id', '=', articleId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Liked articles readers can still see (published and due), newest like first. */
  async likedArticleIds(
    userId: number,
    now: string,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.db
      .selectFrom('article_likes')
      .innerJoin('articles', 'articles.id', 'article_likes.article_id')
      .where('article_likes.user_id', '=', userId)
      .where('articles.status', '=', 'PUBLISHED')
      .where('articles.published_at', '<=', now);
    const [rows, total] = await Promise.all([
      base
        .select('article_likes.article_id')
        .orderBy('article_likes.created_at', 'desc')
        .orderBy('article_likes.article_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
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

  async hasFavorited(userId: number, productId: number): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('product_favorites')
        .select('product_id')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst()) !== undefined
    );
  }

  /** Adds the favourite; one that is already there stays as it is. */
  async addFavorite(userId: number, productId: number, at: string): Promise<void> {
    await this.db
      .insertInto('product_favorites')
      .values({ user_id: userId, product_id: productId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  }

  /** True when a favourite was removed. */
  async removeFavorite(userId: number, productId: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('product_favorites')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async countFavorites(productId: number): Promise<number> {
    const r = await this.db
      .selectFrom('product_favorites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  private favoritesVisibleTo(userId: number, statuses: ProductStatus[]) {
    return this.db
      .selectFrom('product_favorites')
      .innerJoin('products', 'products.id', 'product_favorites.product_id')
      .where('product_favorites.user_id', '=', userId)
      .where('products.status', 'in', statuses);
  }

  /** Favourite products of these statuses, newest favourite first. */
  async favoriteProductIds(
    userId: number,
    statuses: ProductStatus[],
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.favoritesVisibleTo(userId, statuses);
    const [rows, total] = await Promise.all([
      base
        .select('product_favorites.product_id')
        .orderBy('product_favorites.created_at', 'desc')
        .orderBy('product_favorites.product_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.product_id), total: Number(total.n) };
  }

  async favoriteCount(userId: number, statuses: ProductStatus[]): Promise<number> {
    const r = await this.favoritesVisibleTo(userId, statuses)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
