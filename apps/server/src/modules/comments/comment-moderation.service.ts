import type { z } from 'zod';
import type {
  AdminComment,
  adminCommentQuerySchema,
  CommentBatchAction,
  CommentSettings,
  CommentStats,
  CommentStatus,
  PageResult,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CommentsService, Posted } from './comments.service.ts';
import { toAdminComment } from './comments.mapper.ts';
import { startOfSiteDay } from '../../platform/time/site-day.ts';

type AdminQuery = z.output<typeof adminCommentQuerySchema>;

const BATCH_STATUS: Record<CommentBatchAction, CommentStatus> = {
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  SPAM: 'SPAM',
  DELETE: 'DELETED',
};

/** The administrator's side: the list of every comment, status changes one by one or in batches, replies, counts, settings. */
export class CommentModerationService {
  constructor(
    private readonly deps: {
      comments: CommentsService;
      articles: ArticlesService;
      users: UsersService;
    },
  ) {}

  async list(query: AdminQuery): Promise<PageResult<AdminComment>> {
    const { repo } = this.deps.comments;
    const { rows, total } = await repo.adminPage(
      { status: query.status, articleId: query.articleId, keyword: query.keyword || undefined },
      pageOffset(query),
      query.size,
    );
    const userIds = rows.flatMap((r) => (r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id]));
    const [names, titles, spam] = await Promise.all([
      this.deps.users.names(userIds),
      this.deps.articles.titles(rows.map((r) => r.article_id)),
      repo.spamCounts(rows.map((r) => r.user_id)),
    ]);
    const content = rows.map((r) =>
      toAdminComment(r, names, titles.get(r.article_id) ?? { title: '', slug: '' }, spam.get(r.user_id) ?? 0),
    );
    return toPage(content, total, query);
  }

  async setStatus(id: number, status: CommentStatus): Promise<void> {
    await this.requireComment(id);
    await this.deps.comments.status.change([id], status, 'admin');
  }

  async delete(id: number): Promise<void> {
    await this.requireComment(id);
    await this.deps.comments.status.change([id], 'DELETED', 'admin');
  }

  /** One status for many comments; answers how many changed (those already there are left as they are). */
  async batch(ids: number[], action: CommentBatchAction): Promise<number> {
    return this.deps.comments.status.change([...new Set(ids)], BATCH_STATUS[action], 'admin');
  }

  /** The administrator answers under the comment's article; a comment awaiting review is approved by the answer. */
  async reply(id: number, admin: SignedInUser, ip: string, content: string): Promise<Posted> {
    const comment = await this.requireComment(id);
    return this.deps.comments.post(comment.article_id, admin, ip, { content, parentId: id });
  }

  async stats(): Promise<CommentStats> {
    const { byStatus, since } = await this.deps.comments.repo.stats(startOfSiteDay());
    const count = (s: CommentStatus) => byStatus.get(s) ?? 0;
    return {
      pending: count('PENDING'),
      approved: count('APPROVED'),
      spam: count('SPAM'),
      total: count('PENDING') + count('APPROVED') + count('REJECTED') + count('SPAM'),
      today: since,
    };
  }

  settings(): Promise<CommentSettings> {
    return this.deps.comments.settings.get();
  }

  saveSettings(settings: CommentSettings): Promise<CommentSettings> {
    return this.deps.comments.settings.save(settings);
  }

  private async requireComment(id: number) {
    const row = await this.deps.comments.repo.findById(id);
    if (!row) throw AppError.notFound('评论不存在');
    return row;
  }
}
