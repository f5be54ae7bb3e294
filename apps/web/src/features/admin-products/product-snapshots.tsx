import { Tag, Typography } from 'antd';
import { PRODUCT_MESSAGES, type ProductStatus } from '@app/contract';
import { formatDateTime } from '../../shared/lib/format.ts';
import { snapshotKind } from '../../shared/snapshots/snapshot-kind.ts';
import { seoAndTagItems } from '../../shared/snapshots/snapshot-preview.tsx';
import {
  adminProductKeys,
  adminProductQuery,
  adminProductsQuery,
  productSnapshotCalls,
  productSnapshotKeys,
} from './api.ts';
import { ProductCell, ProductPrice, ProductStatusTag } from './components/product-cells.tsx';
import './admin-products.css';

/** The product's side of the snapshot screens (spec 02 §2): its list, its calls, its preview. */
export const productSnapshots = snapshotKind({
  title: '商品快照',
  searchPlaceholder: '搜索商品',
  listFailed: PRODUCT_MESSAGES.listFailed,
  itemParam: 'productId',
  itemsQuery: adminProductsQuery,
  itemQuery: adminProductQuery,
  subjectOf: (product) => ({ id: product.id, title: product.name }),
  scrollX: 760,
  emptyText: (keyword) => (keyword ? '没有匹配的商品' : '还没有商品'),
  className: 'ap-card',
  columns: [
    {
      title: '商品',
      key: 'product',
      render: (_: unknown, p) => <ProductCell name={p.name} slug={p.slug} mainImage={p.mainImage} />,
    },
    {
      title: '价格',
      key: 'price',
      width: 130,
      render: (_: unknown, p) => <ProductPrice price={p.price} originalPrice={p.originalPrice} />,
    },
    { title: '状态', dataIndex: 'status', width: 80, render: (v: ProductStatus) => <ProductStatusTag status={v} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
  ],

  snapshotKey: productSnapshotKeys.all,
  calls: productSnapshotCalls,
  itemKey: adminProductKeys.all,
  descriptionOf: (s) => s.snapshotDescription,
  restoreText: (s) =>
    `将商品恢复到版本 v${s.versionNumber} 的内容（名称、价格、图片、描述、标签、购买链接、SEO 等）。恢复前会自动为当前内容创建一个快照，可随时再恢复回来。`,
  // Spec 02 §2: name, images, price, brand, summary, model, status, featured flag, description
  // (rendered as readers see it), tags, purchase link and SEO fields.
  markdownOf: (s) => s.description,
  previewItems: (s) => [
    { key: 'category', label: '分类', children: s.categoryName ?? '—' },
    { key: 'status', label: '状态', children: <ProductStatusTag status={s.status} /> },
    { key: 'price', label: '价格', children: <ProductPrice price={s.price} originalPrice={s.originalPrice} /> },
    { key: 'featured', label: '推荐', children: s.featured ? <Tag color="gold">推荐</Tag> : '否' },
    { key: 'brand', label: '品牌', children: s.brand || '—' },
    { key: 'model', label: '型号', children: s.model || '—' },
    {
      key: 'purchaseUrl',
      label: '购买链接',
      span: 'filled',
      children: s.purchaseUrl ? (
        <Typography.Link
          href={s.purchaseUrl}
          target="_blank"
          rel="noopener noreferrer"
          ellipsis
          style={{ maxWidth: 640 }}
        >
          {s.purchaseUrl}
        </Typography.Link>
      ) : (
        '—'
      ),
    },
    ...seoAndTagItems(s),
  ],
  previewHead: (s) => {
    const images = [...(s.mainImage ? [s.mainImage] : []), ...s.images.filter((i) => i !== s.mainImage)];
    return (
      <>
        {images.length > 0 && (
          <div className="ap-snapshot-images" aria-label="商品图片">
            {images.map((src, i) => (
              <img
                key={`${src}-${i}`}
                src={src}
                alt={i === 0 && s.mainImage ? '主图' : `图片 ${i + 1}`}
                className={i === 0 && s.mainImage ? 'ap-snapshot-main' : 'ap-snapshot-image'}
              />
            ))}
          </div>
        )}
        <Typography.Title level={2}>{s.name}</Typography.Title>
        {s.summary && <Typography.Paragraph type="secondary">{s.summary}</Typography.Paragraph>}
      </>
    );
  },
});
