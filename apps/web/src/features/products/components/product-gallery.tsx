import { useState } from 'react';
import { Image } from 'antd';
import { uploadedImageSrcset } from '@app/contract';

/** The big image (click to preview the whole gallery) and thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) {
    return (
      <div className="product-gallery">
        <div className="product-gallery-main product-gallery-empty">{name.slice(0, 1)}</div>
      </div>
    );
  }
  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <Image.PreviewGroup items={images}>
          <Image
            src={shown}
            srcSet={uploadedImageSrcset(shown) ?? undefined}
            sizes="(max-width: 767px) 100vw, 560px"
            alt={name}
            rootClassName="product-gallery-image"
          />
        </Image.PreviewGroup>
      </div>
      {images.length > 1 && (
        <div className="product-gallery-thumbs" aria-label="商品图片">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={`product-gallery-thumb${i === current ? ' is-active' : ''}`}
              aria-label={`第 ${i + 1} 张图片`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
              onMouseEnter={() => setCurrent(i)}
            >
              <img src={src} srcSet={uploadedImageSrcset(src) ?? undefined} sizes="80px" alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
