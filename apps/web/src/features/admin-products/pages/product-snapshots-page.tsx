import { SnapshotsPage } from '../../../shared/snapshots/snapshots-page.tsx';
import { productSnapshots } from '../product-snapshots.tsx';

/** /admin/product-snapshots: pick a product, then work with its versions (spec 02 §2). */
export function ProductSnapshotsPage() {
  return <SnapshotsPage kind={productSnapshots} />;
}
