import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { formatPrice, productStatusLabels, type ProductStatus } from '@app/contract';
import { SlugText } from '../../../shared/ui/admin-table.tsx';

const statusColours: Record<ProductStatus, string> = { ACTIVE: 'green', INACTIVE: 'orange', DRAFT: 'default' };

/** 在售 (green) / 下架 / 草稿. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return <Tag color={statusColours[status]}>{productStatusLabels[status]}</Tag>;
}

/** '¥199.00', the original price struck through beside it when there is one. */
export function ProductPrice({ price, originalPrice }: { price: string; originalPrice?: string | null }) {
  return (
    <span className="ap-price">
      <span className="ap-price-now">{formatPrice(price)}</span>
      {originalPrice && <del className="ap-price-was">{formatPrice(originalPrice)}</del>}
    </span>
  );
}

/** The main image (or a placeholder), the name and the public address. */
export function ProductCell({
  name,
  slug,
  mainImage,
  title,
}: {
  name: string;
  slug: string;
  mainImage: string | null;
  title?: ReactNode;
}) {
  return (
    <div className="ap-product">
      {mainImage ? (
        <img src={mainImage} alt="" className="ap-thumb" loading="lazy" />
      ) : (
        <div className="ap-thumb ap-thumb-empty">无图</div>
      )}
      <div className="ap-product-text">
        {title ?? <span>{name}</span>}
        <SlugText>{`/products/${slug}`}</SlugText>
      </div>
    </div>
  );
}
