import { formatPrice } from '@app/contract';

/** '¥199.00' and, when higher, the original price struck through (spec 02 §9: ¥ with two decimals). */
export function ProductPrice({
  price,
  originalPrice,
  size = 'default',
}: {
  price: string;
  originalPrice: string | null;
  size?: 'default' | 'large';
}) {
  const original = originalPrice && originalPrice !== price ? formatPrice(originalPrice) : '';
  return (
    <span className={`product-price product-price-${size}`}>
      <span className="product-price-now">{formatPrice(price)}</span>
      {original && (
        <del className="product-price-original" aria-label={`原价 ${original}`}>
          {original}
        </del>
      )}
    </span>
  );
}
