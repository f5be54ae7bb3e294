import type { z } from 'zod';
import { commentPostedMessages } from '@app/contract';
import type {
  ArticleComments,
  commentPageQuerySchema,
  createCommentSchema,
  PageQuery,
  PageResult,
  PublicComment,
  UserComment,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CommentRow } from '../../platform/db/schema.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import { pageOffset, parseSort, toPage } from '../../platform/http/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { CommentAdmission } from './comment-admission.ts';
import type { CommentEvents } from './comment-events.ts';
import { CommentSettingsStore } from './comment-settings.ts';
import { CommentStatusChanger, replyRecipient } from './comment-status.ts';
import { CommentsRepository } from './comments.repository.ts';
import { toPublicComment, toUserComment } from './comments.mapper.ts';

type NewComment = z.output<typeof createCommentSchema>;
type CommentPageQuery = z.output<typeof commentPageQuerySchema>;

export interface Posted {
  comment: PublicComment;
  message: string;
}

/** Comments as readers and their authors see them: the thread under an article, posting, one's own list. */
export class CommentsService {
  readonly repo: CommentsRepository;
  readonly settings: CommentSettingsStore;
  readonly status: CommentStatusChanger;
  private readonly admission: CommentAdmission;

  constructor(
    private readonly deps: {
      db: Db;
      limiter: RateLimiter;
      articles: ArticlesService;
      users: UsersService;
      events: CommentEvents;
    },
  ) {
    this.repo = new CommentsRepository(deps.db);
    this.settings = new CommentSettingsStore(this.repo);
    this.admission = new CommentAdmission({ limiter: deps.limiter, repo: this.repo });
    this.status = new CommentStatusChanger({ repo: this.repo, ...deps });
  }

  private async requireVisibleArticle(articleId: number): Promise<{ open: boolean }> {
    const target = await this.deps.articles.commentTarget(articleId);
    if (!target?.visible) throw AppError.notFound('文章不存在');
    return target;
  }

  /** A page of the thread, oldest first, each top-level comment with its replies; the viewer's own pending ones included. */
  async thread(articleId: number, viewerId: number | null, query: CommentPageQuery): Promise<ArticleComments> {
    const { open } = await this.requireVisibleArticle(articleId);
    const { rows, total } = await this.repo.threads(articleId, viewerId, pageOffset(query), query.size);
    const [replies, commentCount] = await Promise.all([
      this.repo.replies(
        rows.map((r) => r.id),
        viewerId,
      ),
      this.repo.publicCount(articleId),
    ]);
    const names = await this.deps.users.names(
      [...rows, ...replies].flatMap((r) =>
        r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id],
      ),
    );
    const content = rows.map((row) => ({
      ...toPublicComment(row, names),
      replies: replies.filter((r) => r.parent_id === row.id).map((r) => toPublicComment(r, names)),
    }));
    return { ...toPage(content, total, query), commentCount, allowComments: open };
  }

  /**
   * A comment or a reply by a signed-in user. Administrators' comments are public at once and skip
   * the limits; everyone else's pass the spam defence first.
   */
  async post(articleId: number, author: SignedInUser, ip: string, input: NewComment): Promise<Posted> {
    const { open } = await this.requireVisibleArticle(articleId);
    if (!open) throw new AppError('COMMENTS_CLOSED', 403);
    const parent = input.parentId ? await this.replyTarget(articleId, input.parentId, author) : null;
    const admin = author.role === 'ADMIN';
    const active = await this.settings.active();
    if (!admin) await this.admission.admit(author.id, ip, input.content, active.settings);
    const status = admin ? 'APPROVED' : await this.admission.initialStatus(author.id, input.content, active);
    const now = nowIso();
    const describe = await this.status.describer([{ article_id: articleId, user_id: author.id }]);
    // The comment and the news of it commit together (ADMIN_NEW_COMMENT, USER_COMMENT_REPLY).
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await new CommentsRepository(trx).insert({
        article_id: articleId,
        user_id: author.id,
        parent_id: parent ? (parent.parent_id ?? parent.id) : null,
        reply_to_id: parent?.id ?? null,
        reply_to_user_id: parent?.user_id ?? null,
        content: input.content,
        status,
        ip,
        created_at: now,
        updated_at: now,
      });
      const comment = describe(inserted);
      const recipientId = replyRecipient(inserted);
      await this.deps.events.emit(trx, [
        { type: 'created', comment },
        ...(recipientId !== null ? [{ type: 'reply-published' as const, comment, recipientId }] : []),
      ]);
      return inserted;
    });
    if (status === 'APPROVED') await this.status.recount([articleId]);
    const names = await this.deps.users.names([author.id, ...(parent ? [parent.user_id] : [])]);
    // A comment filed as spam looks to its poster like one awaiting review: nothing tells a spammer
    // which words gave them away.
    const shown: CommentRow = status === 'SPAM' ? { ...row, status: 'PENDING' } : row;
    return {
      comment: toPublicComment(shown, names),
      message: commentPostedMessages[status === 'APPROVED' ? 'APPROVED' : 'PENDING'],
    };
  }

  /**
   * The comment a reply answers: public, under the same article, and so is the top-level comment
   * its thread hangs from (a reply under a hidden thread would be seen by nobody). An administrator
   * may answer one awaiting review (and so approves it, with its thread).
   */
  private async replyTarget(articleId: number, parentId: number, author: SignedInUser): Promise<CommentRow> {
    const parent = await this.repo.findById(parentId);
    const top = parent?.parent_id ? await this.repo.findById(parent.parent_id) : parent;
    const answerable = (c: CommentRow | undefined): c is CommentRow =>
      c?.status === 'APPROVED' || (author.role === 'ADMIN' && c?.status === 'PENDING');
    if (!answerable(parent) || !answerable(top) || parent.article_id !== articleId)
      throw AppError.notFound('回复的评论不存在');
    const pending = new Set([top, parent].filter((c) => c.status === 'PENDING').map((c) => c.id));
    if (pending.size > 0) await this.status.change([...pending], 'APPROVED', 'admin');
    return parent;
  }

  /** GET /api/user/comments: one's own comments, newest first unless asked otherwise. */
  async mine(userId: number, query: PageQuery): Promise<PageResult<UserComment>> {
    const [order] = parseSort(query.sort, { createdAt: 'created_at' }, { column: 'created_at', direction: 'desc' });
    const { rows, total } = await this.repo.byUser(userId, pageOffset(query), query.size, order!.direction);
    const titles = await this.deps.articles.titles(rows.map((r) => r.article_id));
    const content = rows.map((r) => toUserComment(r, titles.get(r.article_id) ?? { title: '', slug: '' }));
    return toPage(content, total, query);
  }

  /** user id → how many comments they wrote (deleted ones left out), for the administrator's user list. */
  countsByUsers(userIds: number[]): Promise<Map<number, number>> {
    return this.repo.countsByUsers(userIds);
  }

  /**
   * The author takes back their comment: DELETED, hidden everywhere. Not one marked as spam: the
   * mark is what puts a spammer's next comments under review, and deleting would wipe it.
   */
  async deleteOwn(userId: number, id: number): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row || row.user_id !== userId || row.status === 'DELETED') throw AppError.notFound('评论不存在');
    if (row.status === 'SPAM') throw AppError.forbidden('已标为垃圾评论的评论不能删除');
    await this.status.change([id], 'DELETED', 'author');
  }
}
