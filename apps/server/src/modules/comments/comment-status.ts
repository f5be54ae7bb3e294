import type { CommentStatus } from '@app/contract';
import { nowIso } from '../../platform/db/database.ts';
import { storeCount } from '../../platform/db/stored-count.ts';
import type { CommentRow } from '../../platform/db/schema.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CommentEvent, CommentEventComment, CommentEvents } from './comment-events.ts';
import type { CommentsRepository } from './comments.repository.ts';

/**
 * Every change of what readers see goes through here: the status is set, the articles' counts are
 * recomputed (so concurrent changes cannot drift them), and the events go out.
 */
export class CommentStatusChanger {
  constructor(
    private readonly deps: {
      repo: CommentsRepository;
      articles: ArticlesService;
      users: UsersService;
      events: CommentEvents;
    },
  ) {}

  /** Sets the status; returns how many comments changed. */
  async change(ids: number[], status: CommentStatus, by: 'author' | 'admin'): Promise<number> {
    const { repo } = this.deps;
    const before = new Map((await repo.findByIds(ids)).map((r) => [r.id, r]));
    const changed = (await repo.setStatus([...before.keys()], status, nowIso())).flatMap((id) => before.get(id) ?? []);
    if (changed.length === 0) return 0;
    await this.recount(changed.map((r) => r.article_id));
    const described = await this.describe(changed.map((r) => ({ ...r, status })));
    await this.deps.events.emit(
      changed.flatMap((row): CommentEvent[] => {
        const comment = described.get(row.id)!;
        if (status === 'DELETED') return [{ type: 'deleted', comment, by }];
        const events: CommentEvent[] = [{ type: 'status-changed', comment, from: row.status }];
        const recipientId = replyRecipient({ ...row, status });
        if (recipientId !== null) events.push({ type: 'reply-published', comment, recipientId });
        return events;
      }),
    );
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

  /** Rows as the events carry them (article title and author name looked up once). */
  async describe(rows: CommentRow[]): Promise<Map<number, CommentEventComment>> {
    const [titles, names] = await Promise.all([
      this.deps.articles.titles(rows.map((r) => r.article_id)),
      this.deps.users.names(rows.map((r) => r.user_id)),
    ]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          articleId: r.article_id,
          articleTitle: titles.get(r.article_id)?.title ?? '',
          articleSlug: titles.get(r.article_id)?.slug ?? '',
          authorId: r.user_id,
          authorName: names.get(r.user_id)?.displayName ?? '',
          content: r.content,
          status: r.status,
          createdAt: r.created_at,
        },
      ]),
    );
  }
}

/** Whom a public reply should be told to: the author of the comment it answers, unless that is themself. */
export const replyRecipient = (row: Pick<CommentRow, 'status' | 'reply_to_user_id' | 'user_id'>): number | null =>
  row.status === 'APPROVED' && row.reply_to_user_id !== null && row.reply_to_user_id !== row.user_id
    ? row.reply_to_user_id
    : null;
