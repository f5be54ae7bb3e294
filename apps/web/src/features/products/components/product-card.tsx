import { Link } from '../../../shared/ui/link.tsx';
import { uploadedImageSrcset, type ProductSummary } from '@app/contract';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { ProductPrice } from './product-price.tsx';

const CARD_TAGS = 3;
/** The grid shows 2 columns on a phone, up to 4 on a desktop (max 1200 px wide). */
const CARD_IMAGE_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 290px';

/**
 * One product in a grid: main image, name, price (original struck through), brand, tags, 推荐 / 已下架
 * badges. Plain markup styled like antd's bordered Card and a secondary, one-line Text: a grid
 * repeats the card, and each of those components adds wrappers, classes and render time.
 */
export function ProductCard({ product, leading = false }: { product: ProductSummary; leading?: boolean }) {
  const href = `/products/${product.slug}`;
  const inactive = product.status === 'INACTIVE';
  return (
    <div className={`surface-card product-card${inactive ? ' product-card-inactive' : ''}`}>
      <Link to={href} className="product-card-image" tabIndex={-1} aria-hidden>
        {product.mainImage ? (
          <img
            src={product.mainImage}
            srcSet={uploadedImageSrcset(product.mainImage) ?? undefined}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            // A card at the top of a page is what a phone paints largest first: fetched at once
            // and early, where the rest wait until they come near the screen.
            loading={leading ? 'eager' : 'lazy'}
            fetchPriority={leading ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="product-card-placeholder">{product.name.slice(0, 1)}</span>
        )}
        <span className="product-card-badges">
          {product.featured && <span className="product-badge product-badge-featured">推荐</span>}
          {inactive && <span className="product-badge product-badge-inactive">已下架</span>}
        </span>
      </Link>
      <div className="product-card-body">
        <Link to={href} className="product-card-name" title={product.name}>
          {product.name}
        </Link>
        {product.brand && <span className="product-card-brand">{product.brand}</span>}
        <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        {product.tags.length > 0 && (
          <div className="product-card-tags">
            {product.tags.slice(0, CARD_TAGS).map((t) => (
              <TagLabel key={t.id} name={t.name} color={t.color} icon={t.icon} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** Cards in a phone's first row (two columns): the images a page that opens with the grid shows first. */
const FIRST_ROW = 2;

/**
 * A responsive grid of product cards (2 columns on a phone, 3–4 on wider screens). `opensPage`: the
 * grid is at the top of the page (the home page's featured products, the wardrobe), so its first
 * row's images are fetched at once and first.
 */
export function ProductGrid({ products, opensPage = false }: { products: ProductSummary[]; opensPage?: boolean }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} leading={opensPage && i < FIRST_ROW} />
      ))}
    </div>
  );
}
