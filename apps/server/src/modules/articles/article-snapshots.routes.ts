import { adminArticleSchema, articleSnapshotSchema } from '@app/contract';
import { snapshotRoutes } from '../../platform/snapshots/snapshot.routes.ts';
import type { ArticleEditor } from './article-editor.ts';

/** Mounted under /api/admin: the shared snapshot calls for articles. */
export const articleSnapshotRoutes = (editor: ArticleEditor) =>
  snapshotRoutes({
    resource: 'articles',
    tag: '文章快照',
    history: editor.history,
    snapshotSchema: articleSnapshotSchema,
    restoredSchema: adminArticleSchema,
    restore: (id, snapshotId, userId) => editor.restore(id, snapshotId, userId),
  });
