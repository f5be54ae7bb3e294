import type { ArticleSummary, FavoriteStatus, PageResult, ProductSummary } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso } from '../../platform/db/database.ts';
import { storeCount } from '../../platform/db/stored-count.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { InteractionsRepository } from './interactions.repository.ts';

export interface LikeStatus {
  liked: boolean;
  likeCount: number;
}

/** Likes on articles and favourite products (spec 02 §4: a toggle answers the state and count the server holds). */
export class InteractionsService {
  private readonly repo: InteractionsRepository;

  constructor(private readonly deps: { db: Db; articles: ArticlesService; products: ProductsService }) {
    this.repo = new InteractionsRepository(deps.db);
  }

  private async requireVisible(articleId: number): Promise<void> {
    // Visible as on the public page: published and due (a scheduled article is not there yet).
    if (!(await this.deps.articles.visibleToReaders(articleId))) throw AppError.notFound('文章不存在');
  }

  async likeStatus(userId: number, articleId: number): Promise<LikeStatus> {
    await this.requireVisible(articleId);
    const [liked, likeCount] = await Promise.all([
      this.repo.hasLiked(userId, articleId),
      this.repo.countLikes(articleId),
    ]);
    return { liked, likeCount };
  }

  async toggleLike(userId: number, articleId: number): Promise<LikeStatus> {
    await this.requireVisible(articleId);
    const removed = await this.repo.removeLike(userId, articleId);
    if (!removed) await this.repo.addLike(userId, articleId, nowIso());
    // The stored count is recomputed and checked after storing, so concurrent toggles cannot drift it.
    const likeCount = await this.recountLikes(articleId);
    return { liked: !removed, likeCount };
  }

  /** Recounts an article's likes and stores the number on it (see storeCount). */
  private recountLikes(articleId: number): Promise<number> {
    return storeCount(
      () => this.repo.countLikes(articleId),
      (n) => this.deps.articles.setLikeCount(articleId, n),
    );
  }

  /** Recounts a product's favourites and stores the number on it. */
  private recountFavorites(productId: number): Promise<number> {
    return storeCount(
      () => this.repo.countFavorites(productId),
      (n) => this.deps.products.setFavoriteCount(productId, n),
    );
  }

  /** An administrator removes one of a user's likes; the article's count follows. */
  async removeLikeOf(userId: number, articleId: number): Promise<void> {
    if (!(await this.repo.removeLike(userId, articleId))) throw AppError.notFound('该用户没有点赞这篇文章');
    await this.recountLikes(articleId);
  }

  /** An administrator removes one of a user's favourites; the product's count follows. */
  async removeFavoriteOf(userId: number, productId: number): Promise<void> {
    if (!(await this.repo.removeFavorite(userId, productId))) throw AppError.notFound('该用户没有收藏这件商品');
    await this.recountFavorites(productId);
  }

  /** A deleted account's likes and favourites go, and every count they were part of is corrected. */
  async removeAllOf(userId: number): Promise<void> {
    const { articleIds, productIds } = await this.repo.removeAllOf(userId);
    for (const articleId of articleIds) await this.recountLikes(articleId);
    for (const productId of productIds) await this.recountFavorites(productId);
  }

  /** user id → their likes and favourites, counted as on their own pages (what readers can see). */
  countsByUsers(userIds: number[]): Promise<Map<number, { likes: number; favorites: number }>> {
    return this.repo.countsByUsers(userIds, this.deps.articles.visibleIds(), this.deps.products.readerVisibleIds());
  }

  async myLikedArticles(userId: number, query: { page: number; size: number }): Promise<PageResult<ArticleSummary>> {
    const visible = this.deps.articles.visibleIds();
    const { ids, total } = await this.repo.likedArticleIds(userId, visible, pageOffset(query), query.size);
    return toPage(await this.deps.articles.summariesByIds(ids), total, query);
  }

  likedCount(userId: number): Promise<number> {
    return this.repo.likedCount(userId, this.deps.articles.visibleIds());
  }

  /** Products readers can open (on sale, or off-shelf by link) can be favourited; drafts cannot. */
  private async requireFavoritable(productId: number): Promise<void> {
    if (!(await this.deps.products.openToReaders(productId))) throw AppError.notFound('商品不存在');
  }

  async favoriteStatus(userId: number, productId: number): Promise<FavoriteStatus> {
    await this.requireFavoritable(productId);
    const [favorited, favoriteCount] = await Promise.all([
      this.repo.hasFavorited(userId, productId),
      this.repo.countFavorites(productId),
    ]);
    return { favorited, favoriteCount };
  }

  async toggleFavorite(userId: number, productId: number): Promise<FavoriteStatus> {
    await this.requireFavoritable(productId);
    const removed = await this.repo.removeFavorite(userId, productId);
    if (!removed) await this.repo.addFavorite(userId, productId, nowIso());
    // The stored count is recomputed and checked after storing, so concurrent toggles cannot drift it.
    const favoriteCount = await this.recountFavorites(productId);
    return { favorited: !removed, favoriteCount };
  }

  async myFavoriteProducts(userId: number, query: { page: number; size: number }): Promise<PageResult<ProductSummary>> {
    const { ids, total } = await this.repo.favoriteProductIds(
      userId,
      this.deps.products.readerVisibleIds(),
      pageOffset(query),
      query.size,
    );
    return toPage(await this.deps.products.summariesByIds(ids), total, query);
  }

  async stats(
    userId: number,
  ): Promise<{ likedArticlesCount: number; favoriteProductsCount: number; totalInteractions: number }> {
    const [likedArticlesCount, favoriteProductsCount] = await Promise.all([
      this.likedCount(userId),
      this.repo.favoriteCount(userId, this.deps.products.readerVisibleIds()),
    ]);
    return { likedArticlesCount, favoriteProductsCount, totalInteractions: likedArticlesCount + favoriteProductsCount };
  }
}
