import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productSummary } from '../../../test/product-summary.ts';
import { ProductGrid } from './product-card.tsx';

const product = (id: number) => productSummary(id, `好物 ${id}`, { mainImage: `/files/demo/p-${id}.webp` });

const images = (opensPage: boolean) => {
  const { container, unmount } = render(
    <MemoryRouter>
      <ProductGrid products={[1, 2, 3, 4].map(product)} opensPage={opensPage} />
    </MemoryRouter>,
  );
  const found = [...container.querySelectorAll('img')].map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);
  unmount();
  return found;
};

describe('ProductGrid', () => {
  it("at the top of a page, fetches the phone's first row of images at once and first; the rest when near", () => {
    expect(images(true)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('further down a page (related products), every image waits until it is near', () => {
    expect(images(false).every(([loading, priority]) => loading === 'lazy' && priority === null)).toBe(true);
  });
});
