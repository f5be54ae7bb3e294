import type { AppModule, Platform } from '../../platform/modules/app-module.ts';
import type { ArticlesService } from '../articles/articles.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { CommentEvents } from './comment-events.ts';
import { CommentModerationService } from './comment-moderation.service.ts';
import { commentModerationRoutes } from './comment-moderation.routes.ts';
import { CommentsService } from './comments.service.ts';
import { publicCommentRoutes, userCommentRoutes } from './comments.routes.ts';

/**
 * Comments under articles: the public thread, posting with the spam defence, one's own list, and
 * moderation. Other modules hear of comments through `commentEvents` (the notifications).
 */
export function commentsModule(
  platform: Platform,
  deps: { articles: ArticlesService; users: UsersService },
): AppModule<{ comments: CommentsService; commentEvents: CommentEvents; commentModeration: CommentModerationService }> {
  const commentEvents = new CommentEvents(platform.jobs);
  const comments = new CommentsService({ db: platform.db, limiter: platform.limiter, events: commentEvents, ...deps });
  const moderation = new CommentModerationService({ comments, ...deps });
  return {
    name: 'comments',
    tables: ['comments', 'comment_settings'],
    services: { comments, commentEvents, commentModeration: moderation },
    routes: [
      { prefix: '/api/public', access: 'anyone', plugin: publicCommentRoutes(comments) },
      { prefix: '/api/user', access: 'user', plugin: userCommentRoutes(comments) },
      { prefix: '/api/admin', access: 'admin', plugin: commentModerationRoutes(moderation) },
    ],
  };
}
