import { Link } from '../../../shared/ui/link.tsx';
import { uploadedImageSrcset, type ArticleSearchHit, type ProductSearchHit } from '@app/contract';
import { formatDate } from '../../../shared/lib/format.ts';
import { TagLabel } from '../../../shared/ui/tag-label.tsx';
import { Highlighted } from './highlighted.tsx';
import { Text } from '../../../shared/ui/typography.tsx';

/** One article found: highlighted title, the text around the match, date and tags. */
export function ArticleHit({ hit }: { hit: ArticleSearchHit }) {
  return (
    <article className="search-hit">
      <Link to={`/articles/${hit.slug}`} className="search-hit-title">
        <Highlighted pieces={hit.highlight.title} />
      </Link>
      <p className="search-hit-snippet">
        <Highlighted pieces={hit.highlight.snippet} />
      </p>
      <div className="search-hit-meta">
        <Text type="secondary">{formatDate(hit.publishedAt ?? hit.createdAt)}</Text>
        {hit.tags.slice(0, 4).map((t) => (
          <Link key={t.id} to={`/articles?tag=${t.slug}`}>
            <TagLabel name={t.name} color={t.color} icon={t.icon} />
          </Link>
        ))}
      </div>
    </article>
  );
}

/** One product found: picture, highlighted name, price and brand, the text around the match. */
export function ProductHit({ hit }: { hit: ProductSearchHit }) {
  const href = `/products/${hit.slug}`;
  return (
    <article className="search-hit search-hit-product">
      <Link to={href} className="search-hit-image" tabIndex={-1} aria-hidden>
        {hit.mainImage ? (
          <img
            src={hit.mainImage}
            srcSet={uploadedImageSrcset(hit.mainImage) ?? undefined}
            sizes="96px"
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card-placeholder">{hit.name.slice(0, 1)}</span>
        )}
      </Link>
      <div className="search-hit-body">
        <Link to={href} className="search-hit-title">
          <Highlighted pieces={hit.highlight.title} />
        </Link>
        <div className="search-hit-meta">
          <span className="search-hit-price">¥{hit.price}</span>
          {hit.brand && <Text type="secondary">{hit.brand}</Text>}
          <Text type="secondary">{hit.categoryName}</Text>
        </div>
        <p className="search-hit-snippet">
          <Highlighted pieces={hit.highlight.snippet} />
        </p>
      </div>
    </article>
  );
}
