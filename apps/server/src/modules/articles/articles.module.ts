import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { SiteService } from '../site/site.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { ArticleEditor } from './article-editor.ts';
import { ArticleEvents } from './article-events.ts';
import { articleSearchSource } from './article-search-source.ts';
import { articleSnapshotRoutes } from './article-snapshots.routes.ts';
import { ArticlesService } from './articles.service.ts';
import { adminArticleRoutes, publicArticleRoutes } from './articles.routes.ts';
import { createStarterArticles } from './starter-articles.ts';

/**
 * Articles: writing, publishing, version history, the public pages and their search entries;
 * `articleEvents` tells when an article first becomes visible to readers.
 */
export function articlesModule(
  platform: Platform,
  deps: { tags: TagsService; users: UsersService; site: SiteService },
): AppModule<{ articles: ArticlesService; editor: ArticleEditor; articleEvents: ArticleEvents }> {
  const { db, markdown, limiter, search, log } = platform;
  const articleEvents = new ArticleEvents(platform.jobs);
  const articles = new ArticlesService({
    db,
    tags: deps.tags,
    users: deps.users,
    markdown,
    limiter,
    search,
    events: articleEvents,
    log,
  });
  const editor = new ArticleEditor({ db, articles, users: deps.users });
  // A change of public content, here or on another instance: related articles are ranked afresh.
  platform.changes.onChange(() => articles.forget());
  search.register(articleSearchSource(deps.tags));
  deps.tags.useUsage({ articleCounts: (tagIds) => articles.articleCountsByTag(tagIds) });
  return {
    name: 'articles',
    tables: ['articles', 'article_tags', 'article_snapshots', 'article_daily_views'],
    services: { articles, editor, articleEvents },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicArticleRoutes(articles) },
      { prefix: '/api/admin', access: 'admin', plugin: adminArticleRoutes(articles, editor) },
      { prefix: '/api/admin', access: 'admin', plugin: articleSnapshotRoutes(editor) },
    ],
    // A scheduled article is announced when its time comes, whether or not anyone visits.
    tick: async () => {
      await articles.announceDue();
    },
    // A new site is not empty: a welcome article.
    async start() {
      if (await deps.site.claimOnce('content.starter-articles')) {
        const siteName = (await deps.site.siteInfo()).siteName;
        await createStarterArticles(editor, await deps.users.firstAdministratorId(), siteName);
      }
    },
  };
}
