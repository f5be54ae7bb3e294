import { describe, expect, it } from 'vitest';
import { moveItem } from './components/gallery-upload.tsx';
import {
  emptyProductForm,
  hasUnsavedChanges,
  originalPriceError,
  toProductInput,
  type ProductFormValues,
} from './product-form.ts';

const filled: ProductFormValues = {
  ...emptyProductForm,
  name: ' 纯棉T恤 ',
  categoryId: 3,
  price: ' 99.9 ',
  originalPrice: '',
  brand: '  ',
  images: ['/files/images/a.webp', '/files/images/b.webp'],
  tags: ['夏季'],
  purchaseUrl: ' https://shop.example.com/t ',
  status: 'ACTIVE',
};

describe('toProductInput (the body of POST/PUT /admin/products)', () => {
  it('trims; empty texts are null (the slug is then made from the name); prices go as typed text', () => {
    expect(toProductInput(filled)).toEqual({
      name: '纯棉T恤',
      slug: null,
      categoryId: 3,
      price: '99.9',
      originalPrice: null,
      brand: null,
      model: null,
      summary: null,
      description: '',
      mainImage: null,
      images: ['/files/images/a.webp', '/files/images/b.webp'],
      tags: ['夏季'],
      purchaseUrl: 'https://shop.example.com/t',
      status: 'ACTIVE',
      featured: false,
      seoTitle: null,
      seoDescription: null,
    });
  });
});

describe('hasUnsavedChanges', () => {
  it('the same price written differently is no change', () => {
    expect(hasUnsavedChanges({ ...filled, price: '99.90' }, filled)).toBe(false);
    expect(hasUnsavedChanges({ ...filled, name: '纯棉T恤' }, filled)).toBe(false);
  });
  it('another price, another image order, another tag: changes', () => {
    expect(hasUnsavedChanges({ ...filled, price: '99.91' }, filled)).toBe(true);
    expect(hasUnsavedChanges({ ...filled, images: ['/files/images/b.webp', '/files/images/a.webp'] }, filled)).toBe(
      true,
    );
    expect(hasUnsavedChanges({ ...filled, tags: [] }, filled)).toBe(true);
  });
});

describe("originalPriceError (the contract's rule: '原价不能低于现价')", () => {
  it.each([
    ['199', '99.99', '原价不能低于现价'],
    ['199.9', '199.89', '原价不能低于现价'],
    ['199', '199.00', null],
    ['199', '299', null],
    ['199', '', null],
    // Not prices yet: each field says what is wrong with it.
    ['', '99', null],
    ['199', '-1', null],
    ['abc', '1', null],
  ])('price %j, original %j → %j', (price, original, error) => {
    expect(originalPriceError(price, original)).toBe(error);
  });
});

describe('moveItem (gallery order)', () => {
  it('moves one place up or down, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
