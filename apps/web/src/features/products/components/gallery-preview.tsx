import { Image } from 'antd';

/**
 * antd's image viewer over the product's gallery (zoom, rotate, previous and next), loaded the
 * first time a reader opens the big image (product-gallery.tsx): most visits never do.
 */
export default function GalleryPreview({
  images,
  open,
  current,
  onChange,
  onClose,
}: {
  images: string[];
  open: boolean;
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        open,
        current,
        onChange,
        onOpenChange: (next) => {
          if (!next) onClose();
        },
      }}
    />
  );
}
