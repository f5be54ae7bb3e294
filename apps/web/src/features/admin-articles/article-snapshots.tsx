import { Tag, Typography } from 'antd';
import { articleStatusLabels, type ArticleStatus } from '@app/contract';
import { formatDateTime } from '../../shared/lib/format.ts';
import { snapshotKind } from '../../shared/snapshots/snapshot-kind.ts';
import { seoAndTagItems } from '../../shared/snapshots/snapshot-preview.tsx';
import { adminArticleKeys, adminArticleQuery, adminArticlesQuery, articleSnapshotCalls, snapshotKeys } from './api.ts';

/** The article's side of the snapshot screens (spec 02 §2): its list, its calls, its preview. */
export const articleSnapshots = snapshotKind({
  title: '文章快照',
  searchPlaceholder: '搜索文章',
  listFailed: '获取文章列表失败',
  itemParam: 'articleId',
  itemsQuery: adminArticlesQuery,
  itemQuery: adminArticleQuery,
  subjectOf: (article) => ({ id: article.id, title: article.title }),
  scrollX: 640,
  columns: [
    { title: '文章', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: ArticleStatus) => <Tag color={v === 'PUBLISHED' ? 'green' : 'default'}>{articleStatusLabels[v]}</Tag>,
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
  ],

  snapshotKey: snapshotKeys.all,
  calls: articleSnapshotCalls,
  itemKey: adminArticleKeys.all,
  descriptionOf: (s) => s.description,
  restoreText: (s) =>
    `将文章恢复到版本 v${s.versionNumber} 的内容（标题、正文、标签、封面、SEO）。恢复前会自动为当前内容创建一个快照，可随时再恢复回来。`,
  // Spec 02 §2: cover, title, excerpt, content (rendered as readers see it), tags and SEO.
  markdownOf: (s) => s.content,
  previewItems: seoAndTagItems,
  previewHead: (s) => (
    <>
      {s.coverImage && (
        <img
          src={s.coverImage}
          alt="封面"
          style={{ maxWidth: '100%', maxHeight: 260, borderRadius: 8, display: 'block', marginBottom: 16 }}
        />
      )}
      <Typography.Title level={2}>{s.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{s.excerpt}</Typography.Paragraph>
    </>
  ),
});
