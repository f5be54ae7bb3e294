import { useQueryClient } from '@tanstack/react-query';
import type { ProductSnapshot } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { SnapshotDrawer } from '../../../shared/ui/snapshot-drawer.tsx';
import { adminProductKeys, productSnapshotCalls, productSnapshotKeys } from '../api.ts';
import { ProductSnapshotPreview } from './product-snapshot-preview.tsx';

/** One product's versions: create, preview, restore, delete. */
export function ProductSnapshotDrawer({
  product,
  onClose,
}: {
  product: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <SnapshotDrawer<ProductSnapshot>
      subject={product && { id: product.id, title: product.name }}
      queryKey={productSnapshotKeys.all}
      calls={productSnapshotCalls(api)}
      descriptionOf={(s) => s.snapshotDescription}
      restoreText={(s) =>
        `将商品恢复到版本 v${s.versionNumber} 的内容（名称、价格、图片、描述、标签、购买链接、SEO 等）。恢复前会自动为当前内容创建一个快照，可随时再恢复回来。`
      }
      onRestored={() => queryClient.invalidateQueries({ queryKey: adminProductKeys.all })}
      renderPreview={(snapshot, close) => <ProductSnapshotPreview snapshot={snapshot} onClose={close} />}
      onClose={onClose}
    />
  );
}
