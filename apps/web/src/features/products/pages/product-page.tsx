import { Space } from 'antd';
import eye from 'icon-mask:EyeOutlined';
import { useParams } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useRecordView } from '../../../shared/hooks/use-record-view.ts';
import { formatCount } from '../../../shared/lib/format.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { productQuery, recordProductView } from '../api.ts';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { galleryOf } from '../gallery.ts';
import { ProductGrid } from '../components/product-card.tsx';
import { ProductPrice } from '../components/product-price.tsx';
import { PurchaseButton } from '../components/purchase-button.tsx';
import { RenderedMarkdown } from '../../../shared/ui/rendered-markdown.tsx';
import { Paragraph, Text, Title } from '../../../shared/ui/typography.tsx';
import { Breadcrumb } from '../../../shared/ui/breadcrumb.tsx';
import { useQueryData } from '../../../shared/api/use-query-data.ts';

/** /products/{slug}: gallery, price, facts, purchase link and favourite, the description, 同类好物. */
export function ProductPage() {
  const api = useApi();
  const { slug = '' } = useParams();
  const product = useQueryData(productQuery(api, slug));
  useRecordView(api, recordProductView, slug);

  if (!product) return null;
  const inactive = product.status === 'INACTIVE';
  const facts = [
    ...(product.brand ? [{ label: '品牌', value: product.brand }] : []),
    ...(product.model ? [{ label: '型号', value: product.model }] : []),
  ];
  return (
    <div className="product-page">
      <Breadcrumb
        className="product-breadcrumb"
        items={[
          { key: 'all', title: <Link to="/products">好物</Link> },
          ...product.categoryPath.map((c) => ({
            key: c.id,
            title: <Link to={`/products?category=${c.slug}`}>{c.name}</Link>,
          })),
        ]}
      />
      <div className="product-columns">
        <div>
          <ProductGallery
            key={product.slug}
            images={galleryOf(product.mainImage, product.images)}
            name={product.name}
          />
        </div>
        <div>
          <div className="product-info">
            <Title level={1} className="product-title">
              {product.name}
            </Title>
            {(product.featured || inactive) && (
              <Space size={8} style={{ marginBottom: 12 }}>
                {product.featured && <span className="product-badge product-badge-featured">推荐</span>}
                {inactive && <span className="product-badge product-badge-inactive">已下架</span>}
              </Space>
            )}
            {product.summary && (
              <Paragraph type="secondary" className="product-summary">
                {product.summary}
              </Paragraph>
            )}
            <div className="product-price-box">
              <ProductPrice price={product.price} originalPrice={product.originalPrice} size="large" />
            </div>
            {facts.length > 0 && (
              <dl className="product-facts">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {product.tags.length > 0 && (
              <Space size={[6, 6]} wrap className="product-tags">
                {product.tags.map((t) => (
                  <Link key={t.id} to={`/articles?tag=${t.slug}`}>
                    <TagLabel name={t.name} color={t.color} icon={t.icon} />
                  </Link>
                ))}
              </Space>
            )}
            {inactive && (
              <Notice
                type="warning"
                title="该商品已下架"
                description="暂时无法购买，您仍可以收藏它或看看同类好物。"
                style={{ marginBottom: 16 }}
              />
            )}
            <Space size={12} wrap className="product-actions">
              {!inactive && product.purchaseUrl && <PurchaseButton slug={product.slug} url={product.purchaseUrl} />}
              <FavoriteButton productId={product.id} initialCount={product.favoriteCount} />
            </Space>
            <Text type="secondary" className="product-stats" aria-label={`浏览 ${product.viewCount}`}>
              <MaskIcon icon={eye} /> {formatCount(product.viewCount)} 次浏览
            </Text>
          </div>
        </div>
      </div>
      {product.descriptionHtml && (
        <section className="product-description">
          <div role="separator" className="divider-titled">
            <span>商品详情</span>
          </div>
          {/* Rendered and sanitised on the server (markdown-it without raw HTML, safe links only). */}
          <RenderedMarkdown html={product.descriptionHtml} />
        </section>
      )}
      {product.related.length > 0 && (
        <section className="product-related">
          <Title level={3}>同类好物</Title>
          <ProductGrid products={product.related} />
        </section>
      )}
    </div>
  );
}
