import type { Db } from '../../platform/db/database.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';

/** The articles / products readers may see, as subqueries their modules hand out. */
type VisibleArticleIds = ReturnType<ArticlesService['visibleIds']>;
type VisibleProductIds = ReturnType<ProductsService['readerVisibleIds']>;

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
    visible: VisibleArticleIds,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.likesVisibleTo(userId, visible);
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
  async likedCount(userId: number, visible: VisibleArticleIds): Promise<number> {
    const r = await this.likesVisibleTo(userId, visible)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  private likesVisibleTo(userId: number, visible: VisibleArticleIds) {
    return this.db
      .selectFrom('article_likes')
      .where('article_likes.user_id', '=', userId)
      .where('article_likes.article_id', 'in', visible);
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

  private favoritesVisibleTo(userId: number, visible: VisibleProductIds) {
    return this.db
      .selectFrom('product_favorites')
      .where('product_favorites.user_id', '=', userId)
      .where('product_favorites.product_id', 'in', visible);
  }

  /** Favourite products of these statuses, newest favourite first. */
  async favoriteProductIds(
    userId: number,
    visible: VisibleProductIds,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.favoritesVisibleTo(userId, visible);
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

  async favoriteCount(userId: number, visible: VisibleProductIds): Promise<number> {
    const r = await this.favoritesVisibleTo(userId, visible)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Removes every like and favourite of the user; returns what they were on. */
  async removeAllOf(userId: number): Promise<{ articleIds: number[]; productIds: number[] }> {
    const likes = await this.db
      .deleteFrom('article_likes')
      .where('user_id', '=', userId)
      .returning('article_id')
      .execute();
    const favorites = await this.db
      .deleteFrom('product_favorites')
      .where('user_id', '=', userId)
      .returning('product_id')
      .execute();
    return { articleIds: likes.map((r) => r.article_id), productIds: favorites.map((r) => r.product_id) };
  }

  /** user id → likes of visible articles and favourites of visible products. */
  async countsByUsers(
    userIds: number[],
    visibleArticles: VisibleArticleIds,
    visibleProducts: VisibleProductIds,
  ): Promise<Map<number, { likes: number; favorites: number }>> {
    const ids = [...new Set(userIds)];
    const counts = new Map(ids.map((id) => [id, { likes: 0, favorites: 0 }]));
    if (ids.length === 0) return counts;
    const [likes, favorites] = await Promise.all([
      this.db
        .selectFrom('article_likes')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', ids)
        .where('article_id', 'in', visibleArticles)
        .groupBy('user_id')
        .execute(),
      this.db
        .selectFrom('product_favorites')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', ids)
        .where('product_id', 'in', visibleProducts)
        .groupBy('user_id')
        .execute(),
    ]);
    for (const r of likes) counts.get(r.user_id)!.likes = Number(r.n);
    for (const r of favorites) counts.get(r.user_id)!.favorites = Number(r.n);
    return counts;
  }
}
