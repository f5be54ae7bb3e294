import { Suspense, useState } from 'react';
import { uploadedImageSrcset } from '@app/contract';
import eye from 'icon-mask:EyeOutlined';
import { lazyWithPreload } from '../../../shared/lib/lazy-with-preload.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';

const viewer = lazyWithPreload(() => import('./gallery-preview.tsx'));

/**
 * The big image and thumbnails that switch it. Clicking the big image opens the whole gallery in
 * antd's viewer, whose code loads only then (fetched early once the pointer or focus is on it).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  // Null until the viewer is first opened; then it stays mounted, so closing plays its motion.
  const [viewing, setViewing] = useState<{ open: boolean; index: number } | null>(null);
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
        <button
          type="button"
          className="product-gallery-open"
          aria-label={`预览图片：${name}`}
          {...viewer.preloadOn}
          onClick={() => setViewing({ open: true, index: current })}
        >
          <img
            src={shown}
            srcSet={uploadedImageSrcset(shown) ?? undefined}
            sizes="(max-width: 767px) 100vw, 560px"
            alt={name}
          />
          <span className="product-gallery-hint" aria-hidden="true">
            <MaskIcon icon={eye} /> 预览
          </span>
        </button>
      </div>
      {viewing && (
        <Suspense fallback={null}>
          <viewer.Component
            images={images}
            open={viewing.open}
            current={viewing.index}
            onChange={(index) => setViewing({ open: true, index })}
            onClose={() => setViewing((v) => v && { ...v, open: false })}
          />
        </Suspense>
      )}
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
