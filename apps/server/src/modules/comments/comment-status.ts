import type { CommentStatus } from '@app/contract';
import { nowIso, type Db } from '../../platform/db/database.ts';
import { storeCount } from '../../platform/db/stored-count.ts';
import type { CommentRow } from '../../platform/db/schema.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CommentEvent, CommentEventComment, CommentEvents } from './comment-events.ts';
import { CommentsRepository } from './comments.repository.ts';

/**
 * Every change of what readers see goes through here: the status is set together with its events,
 * then the articles' counts are recomputed (so concurrent changes cannot drift them).
 */
export class CommentStatusChanger {
  constructor(
    private readonly deps: {
      db: Db;
      repo: CommentsRepository;
      articles: ArticlesService;
      users: UsersService;
      events: CommentEvents;
    },
  ) {}

  /** Sets the status; returns how many comments changed. The change and its events commit together. */
  async change(ids: number[], status: CommentStatus, by: 'author' | 'admin'): Promise<number> {
    const before = new Map((await this.deps.repo.findByIds(ids)).map((r) => [r.id, r]));
    const describe = await this.describer([...before.values()]);
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      const changedIds = await new CommentsRepository(trx).setStatus([...before.keys()], status, nowIso());
      const rows = changedIds.flatMap((id) => before.get(id) ?? []);
      await this.deps.events.emit(
        trx,
        rows.flatMap((row): CommentEvent[] => {
          const comment = describe({ ...row, status });
          if (status === 'DELETED') return [{ type: 'deleted', comment, by }];
          const events: CommentEvent[] = [{ type: 'status-changed', comment, from: row.status }];
          const recipientId = replyRecipient({ ...row, status });
          if (recipientId !== null) events.push({ type: 'reply-published', comment, recipientId });
          return events;
        }),
      );
      return rows;
    });
    if (changed.length === 0) return 0;
    await this.recount(changed.map((r) => r.article_id));
    return changed.length;
  }

  /** The count of comments readers see, kept on each article (see storeCount for why it cannot drift). */
  async recount(articleIds: number[]): Promise<void> {
    const { repo, articles } = this.deps;
    for (const id of new Set(articleIds))
      await storeCount(
        () => repo.publicCount(id),
        (n) => articles.setCommentCount(id, n),
      );
  }

  /**
   * How rows are told in events: article titles and author names are looked up first (outside the
   * transaction the events are written in), then each row is described from them.
   */
  async describer(
    rows: Pick<CommentRow, 'article_id' | 'user_id'>[],
  ): Promise<(row: CommentRow) => CommentEventComment> {
    const [titles, names] = await Promise.all([
      this.deps.articles.titles(rows.map((r) => r.article_id)),
      this.deps.users.names(rows.map((r) => r.user_id)),
    ]);
    return (r) => ({
      id: r.id,
      articleId: r.article_id,
      articleTitle: titles.get(r.article_id)?.title ?? '',
      articleSlug: titles.get(r.article_id)?.slug ?? '',
      authorId: r.user_id,
      authorName: names.get(r.user_id)?.displayName ?? '',
      content: r.content,
      status: r.status,
      createdAt: r.created_at,
    });
  }
}

/** Whom a public reply should be told to: the author of the comment it answers, unless that is themself. */
export const replyRecipient = (row: Pick<CommentRow, 'status' | 'reply_to_user_id' | 'user_id'>): number | null =>
  row.status === 'APPROVED' && row.reply_to_user_id !== null && row.reply_to_user_id !== row.user_id
    ? row.reply_to_user_id
    : null;
