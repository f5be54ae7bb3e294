import { DurableEvents } from '../../platform/jobs/durable-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** An article as its announcement carries it (no row leaves the module). */
export interface AnnouncedArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: string;
}

/**
 * What the articles module tells other modules:
 * - `published`: an article became visible to readers — published now, or a scheduled one whose
 *   time came — once per article, ever (USER_NEW_ARTICLE, ADMIN_NEW_ARTICLE).
 */
export type ArticleEvent = { type: 'published'; article: AnnouncedArticle };

/** Durable: written in the transaction that marks the article announced (see DurableEvents). */
export class ArticleEvents extends DurableEvents<ArticleEvent> {
  constructor(jobs: JobQueue) {
    super(jobs, 'articles.event');
  }
}
