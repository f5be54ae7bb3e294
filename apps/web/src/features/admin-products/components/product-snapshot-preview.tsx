import { Tag, Typography } from 'antd';
import type { ProductSnapshot } from '@app/contract';
import { seoAndTagItems, SnapshotPreviewModal, useRenderedMarkdown } from '../../../shared/ui/snapshot-preview.tsx';
import { ProductPrice, ProductStatusTag } from './product-cells.tsx';

/**
 * Spec 02 §2: a version of a product — name, images, price, brand, summary, model, status,
 * featured, description (rendered as readers see it), tags, purchase link and SEO fields.
 */
export function ProductSnapshotPreview({
  snapshot,
  onClose,
}: {
  snapshot: ProductSnapshot | null;
  onClose: () => void;
}) {
  const html = useRenderedMarkdown(snapshot?.description ?? null);
  const images = snapshot
    ? [...(snapshot.mainImage ? [snapshot.mainImage] : []), ...snapshot.images.filter((i) => i !== snapshot.mainImage)]
    : [];
  return (
    <SnapshotPreviewModal
      snapshot={snapshot}
      description={snapshot?.snapshotDescription ?? null}
      onClose={onClose}
      items={
        snapshot
          ? [
              { key: 'category', label: '分类', children: snapshot.categoryName ?? '—' },
              { key: 'status', label: '状态', children: <ProductStatusTag status={snapshot.status} /> },
              {
                key: 'price',
                label: '价格',
                children: <ProductPrice price={snapshot.price} originalPrice={snapshot.originalPrice} />,
              },
              { key: 'featured', label: '推荐', children: snapshot.featured ? <Tag color="gold">推荐</Tag> : '否' },
              { key: 'brand', label: '品牌', children: snapshot.brand || '—' },
              { key: 'model', label: '型号', children: snapshot.model || '—' },
              {
                key: 'purchaseUrl',
                label: '购买链接',
                span: 'filled',
                children: snapshot.purchaseUrl ? (
                  <Typography.Link
                    href={snapshot.purchaseUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    ellipsis
                    style={{ maxWidth: 640 }}
                  >
                    {snapshot.purchaseUrl}
                  </Typography.Link>
                ) : (
                  '—'
                ),
              },
              ...seoAndTagItems(snapshot),
            ]
          : []
      }
    >
      {snapshot && (
        <>
          {images.length > 0 && (
            <div className="ap-snapshot-images" aria-label="商品图片">
              {images.map((src, i) => (
                <img
                  key={`${src}-${i}`}
                  src={src}
                  alt={i === 0 && snapshot.mainImage ? '主图' : `图片 ${i + 1}`}
                  className={i === 0 && snapshot.mainImage ? 'ap-snapshot-main' : 'ap-snapshot-image'}
                />
              ))}
            </div>
          )}
          <Typography.Title level={2}>{snapshot.name}</Typography.Title>
          {snapshot.summary && <Typography.Paragraph type="secondary">{snapshot.summary}</Typography.Paragraph>}
          {/* Rendered by the server's sanitising renderer. */}
          <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </SnapshotPreviewModal>
  );
}
