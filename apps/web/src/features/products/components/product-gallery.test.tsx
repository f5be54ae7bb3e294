import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';

const IMAGES = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];
const previewImage = () => document.querySelector<HTMLImageElement>('.ant-image-preview img');

describe('ProductGallery', () => {
  it('thumbnails switch the big image; the big image opens the viewer (loaded on demand) at that image', async () => {
    render(<ProductGallery images={IMAGES} name="登山双肩包" />);
    const big = () => screen.getByRole('img', { name: '登山双肩包' });
    expect(big()).toHaveAttribute('src', IMAGES[0]);
    fireEvent.click(screen.getByRole('button', { name: '第 2 张图片' }));
    expect(big()).toHaveAttribute('src', IMAGES[1]);
    expect(previewImage()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '预览图片：登山双肩包' }));
    // The viewer's code is imported on the click (its first import in a test run can take seconds).
    await waitFor(() => expect(previewImage()).toHaveAttribute('src', IMAGES[1]), { timeout: 15_000 });
  });

  it('without images shows the name’s first character', () => {
    render(<ProductGallery images={[]} name="登山双肩包" />);
    expect(screen.getByText('登')).toHaveClass('product-gallery-empty');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
