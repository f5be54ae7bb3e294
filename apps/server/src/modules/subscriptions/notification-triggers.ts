import type { ArticleEvents } from '../articles/article-events.ts';
import type { CommentEvents } from '../comments/comment-events.ts';
import type { ProductEvents } from '../products/product-events.ts';
import type { UserEvents } from '../users/user-events.ts';
import type { NotificationsService } from './notifications.service.ts';

const EXCERPT_MAX = 300;
const clip = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX)}…` : text);

/**
 * Which event tells whom what (issue: "the notifications themselves"). Each listener is
 * repeatable: `announce` keys every notification by its event.
 */
export function listenForNotifications(
  notifications: NotificationsService,
  events: {
    articleEvents: ArticleEvents;
    productEvents: ProductEvents;
    userEvents: UserEvents;
    commentEvents: CommentEvents;
  },
): void {
  const url = (path: string) => notifications.url(path);

  events.articleEvents.subscribe(async ({ article }) => {
    const site = await notifications.siteName();
    const content = {
      title: article.title,
      excerpt: clip(article.excerpt),
      link: { url: url(`/articles/${article.slug}`), label: '阅读全文' },
    };
    await notifications.announce(`article:${article.id}`, [
      {
        type: 'ADMIN_NEW_ARTICLE',
        subject: `【${site}】文章已发布：${article.title}`,
        content: { intro: '站点发布了一篇文章', ...content },
      },
      {
        type: 'USER_NEW_ARTICLE',
        subject: `【${site}】新文章：${article.title}`,
        content: { intro: `${site} 发布了新文章`, ...content },
      },
    ]);
  });

  events.productEvents.subscribe(async ({ product }) => {
    const site = await notifications.siteName();
    const content = {
      title: product.name,
      excerpt: [product.summary ? clip(product.summary) : null, `¥${product.price}`].filter(Boolean).join('\n'),
      link: { url: url(`/products/${product.slug}`), label: '查看详情' },
    };
    await notifications.announce(`product:${product.id}`, [
      {
        type: 'ADMIN_NEW_PRODUCT',
        subject: `【${site}】好物已上架：${product.name}`,
        content: { intro: '衣橱上架了一件好物', ...content },
      },
      {
        type: 'USER_NEW_PRODUCT',
        subject: `【${site}】新好物：${product.name}`,
        content: { intro: `${site} 的衣橱上架了新好物`, ...content },
      },
    ]);
  });

  events.userEvents.subscribe(async ({ user }) => {
    const site = await notifications.siteName();
    await notifications.announce(`user:${user.id}`, [
      {
        type: 'ADMIN_NEW_USER',
        subject: `【${site}】新用户注册：${user.displayName}`,
        content: {
          intro: '有新用户注册了账号',
          title: `${user.displayName}（${user.username}）`,
          excerpt: `注册邮箱：${user.email}`,
        },
        exceptUserId: user.id,
      },
    ]);
  });

  events.commentEvents.subscribe(async (event) => {
    const { comment } = event;
    if (event.type === 'created' && comment.status !== 'SPAM') {
      const site = await notifications.siteName();
      const pending = comment.status === 'PENDING';
      await notifications.announce(`comment:${comment.id}`, [
        {
          type: 'ADMIN_NEW_COMMENT',
          subject: `【${site}】${pending ? '待审核评论' : '新评论'}：${comment.articleTitle}`,
          content: {
            intro: `${comment.authorName} 评论了文章${pending ? '（待审核）' : ''}`,
            title: comment.articleTitle,
            excerpt: clip(comment.content),
            link: { url: url('/admin/comments'), label: pending ? '前往审核' : '管理评论' },
          },
          // An administrator's own comment tells nobody of it.
          exceptUserId: comment.authorId,
        },
      ]);
    }
    if (event.type === 'reply-published') {
      const site = await notifications.siteName();
      await notifications.announce(`reply:${comment.id}`, [
        {
          type: 'USER_COMMENT_REPLY',
          subject: `【${site}】${comment.authorName} 回复了您的评论`,
          content: {
            intro: `${comment.authorName} 在《${comment.articleTitle}》中回复了您的评论`,
            title: comment.articleTitle,
            excerpt: clip(comment.content),
            link: { url: url(`/articles/${comment.articleSlug}`), label: '查看回复' },
          },
          onlyUserId: event.recipientId,
        },
      ]);
    }
  });
}
