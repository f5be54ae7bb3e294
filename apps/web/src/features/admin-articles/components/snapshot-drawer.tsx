import { useQueryClient } from '@tanstack/react-query';
import type { ArticleSnapshot, ArticleSummary } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { SnapshotDrawer as VersionsDrawer } from '../../../shared/ui/snapshot-drawer.tsx';
import { adminArticleKeys, articleSnapshotCalls, snapshotKeys } from '../api.ts';
import { SnapshotPreview } from './snapshot-preview.tsx';

/** One article's versions: create, preview, restore, delete. */
export function SnapshotDrawer({ article, onClose }: { article: ArticleSummary | null; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <VersionsDrawer<ArticleSnapshot>
      subject={article && { id: article.id, title: article.title }}
      queryKey={snapshotKeys.all}
      calls={articleSnapshotCalls(api)}
      descriptionOf={(s) => s.description}
      restoreText={(s) =>
        `将文章恢复到版本 v${s.versionNumber} 的内容（标题、正文、标签、封面、SEO）。恢复前会自动为当前内容创建一个快照，可随时再恢复回来。`
      }
      onRestored={() => queryClient.invalidateQueries({ queryKey: adminArticleKeys.all })}
      renderPreview={(snapshot, close) => <SnapshotPreview snapshot={snapshot} onClose={close} />}
      onClose={onClose}
    />
  );
}
