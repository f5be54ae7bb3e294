import type { ArticleSummary, FavoriteStatus, PageResult, ProductSummary } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso } from '../../platform/db/database.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import { VISIBLE_STATUSES, type ProductsService } from '../products/products.service.ts';
import type { InteractionsRepository } from './interactions.repository.ts';

export interface LikeStatus {
  liked: boolean;
  likeCount: number;
}

/** Likes on articles and favourite products (spec 02 §4: a toggle answers the state and count the server holds). */
export class InteractionsService {
  constructor(
    private readonly deps: { repo: InteractionsRepository; articles: ArticlesService; products: ProductsService },
  ) {}

  private async requireVisible(articleId: number): Promise<void> {
    const row = await this.deps.articles.findRow(articleId);
    // Visible as on the public page: published and due (a scheduled article is not there yet).
    if (!row || row.status !== 'PUBLISHED' || !row.published_at || row.published_at > nowIso())
      throw AppError.notFound('文章不存在');
  }

  async likeStatus(userId: number, articleId: number): Promise<LikeStatus> {
    await this.requireVisible(articleId);
    const [liked, likeCount] = await Promise.all([
      this.deps.repo.hasLiked(userId, articleId),
      this.deps.repo.countLikes(articleId),
    ]);
    return { liked, likeCount };
  }

  async toggleLike(userId: number, articleId: number): Promise<LikeStatus> {
    await this.requireVisible(articleId);
    const removed = await this.deps.repo.removeLike(userId, articleId);
    if (!removed) await this.deps.repo.addLike(userId, articleId, nowIso());
    // The stored count is recomputed, so concurrent toggles cannot drift it.
    const likeCount = await this.deps.repo.countLikes(articleId);
    await this.deps.articles.setLikeCount(articleId, likeCount);
    return { liked: !removed, likeCount };
  }

  async myLikedArticles(userId: number, query: { page: number; size: number }): Promise<PageResult<ArticleSummary>> {
    const { ids, total } = await this.deps.repo.likedArticleIds(userId, nowIso(), pageOffset(query), query.size);
    return toPage(await this.deps.articles.summariesByIds(ids), total, query);
  }

  likedCount(userId: number): Promise<number> {
    return this.deps.repo.likedCount(userId, nowIso());
  }

  /** Products readers can open (on sale, or off-shelf by link) can be favourited; drafts cannot. */
  private async requireFavoritable(productId: number): Promise<void> {
    const row = await this.deps.products.findRow(productId);
    if (!row || !VISIBLE_STATUSES.includes(row.status)) throw AppError.notFound('商品不存在');
  }

  async favoriteStatus(userId: number, productId: number): Promise<FavoriteStatus> {
    await this.requireFavoritable(productId);
    const [favorited, favoriteCount] = await Promise.all([
      this.deps.repo.hasFavorited(userId, productId),
      this.deps.repo.countFavorites(productId),
    ]);
    return { favorited, favoriteCount };
  }

  async toggleFavorite(userId: number, productId: number): Promise<FavoriteStatus> {
    await this.requireFavoritable(productId);
    const removed = await this.deps.repo.removeFavorite(userId, productId);
    if (!removed) await this.deps.repo.addFavorite(userId, productId, nowIso());
    // The stored count is recomputed, so concurrent toggles cannot drift it.
    const favoriteCount = await this.deps.repo.countFavorites(productId);
    await this.deps.products.setFavoriteCount(productId, favoriteCount);
    return { favorited: !removed, favoriteCount };
  }

  async myFavoriteProducts(userId: number, query: { page: number; size: number }): Promise<PageResult<ProductSummary>> {
    const { ids, total } = await this.deps.repo.favoriteProductIds(
      userId,
      VISIBLE_STATUSES,
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
      this.deps.repo.favoriteCount(userId, VISIBLE_STATUSES),
    ]);
    return { likedArticlesCount, favoriteProductsCount, totalInteractions: likedArticlesCount + favoriteProductsCount };
  }
}
