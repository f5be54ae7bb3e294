import { SnapshotsPage } from '../../../shared/snapshots/snapshots-page.tsx';
import { articleSnapshots } from '../article-snapshots.tsx';

/** /admin/article-snapshots: pick an article, then work with its versions. */
export function ArticleSnapshotsPage() {
  return <SnapshotsPage kind={articleSnapshots} />;
}
