import { adminProductSchema, productSnapshotSchema } from '@app/contract';
import { snapshotRoutes } from '../../platform/snapshots/snapshot.routes.ts';
import type { ProductEditor } from './product-editor.ts';

/** Mounted under /api/admin: the shared snapshot calls for products. */
export const productSnapshotRoutes = (editor: ProductEditor) =>
  snapshotRoutes({
    resource: 'products',
    tag: '商品快照',
    history: editor.history,
    snapshotSchema: productSnapshotSchema,
    restoredSchema: adminProductSchema,
    restore: (id, snapshotId, userId) => editor.restore(id, snapshotId, userId),
  });
