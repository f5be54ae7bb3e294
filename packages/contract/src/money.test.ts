import { describe, expect, it } from 'vitest';
import { fenToPrice, formatPrice, priceToFen, PRICE_MAX_FEN } from './money.ts';
import { priceFenSchema } from './products.ts';
import { productInputSchema } from './products.ts';

describe('priceToFen / fenToPrice (money as integer fen, never a float)', () => {
  it.each([
    ['0', 0],
    ['0.5', 50],
    ['19.9', 1990],
    ['19.90', 1990],
    ['199', 19900],
    ['0.07', 7],
    [' 12.34 ', 1234],
    ['99999999.99', PRICE_MAX_FEN],
  ])('%j is %i fen', (text, fen) => {
    expect(priceToFen(text)).toBe(fen);
  });

  it.each(['', '-1', '1.999', 'abc', '1,5', '1.', '.5', '123456789'])('%j is not a price', (text) => {
    expect(priceToFen(text)).toBeNull();
  });

  it('0.1 + 0.2 stays exact: 10 + 20 fen is 30 fen', () => {
    expect(fenToPrice(priceToFen('0.1')! + priceToFen('0.2')!)).toBe('0.30');
  });

  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [1990, '19.90'],
    [19900, '199.00'],
  ])('%i fen reads %j', (fen, text) => {
    expect(fenToPrice(fen)).toBe(text);
  });
});

describe('formatPrice (spec 02 §9: ¥ and two decimals)', () => {
  it.each([
    ['199', '¥199.00'],
    ['19.9', '¥19.90'],
    [19.9, '¥19.90'],
    ['0', '¥0.00'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });
});

describe('priceFenSchema (the price fields of the product form)', () => {
  const schema = priceFenSchema('请输入价格');
  const messageOf = (v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it.each([
    ['199', 19900],
    ['199.9', 19990],
    [199.9, 19990],
    [' 0.01 ', 1],
    ['0', 0],
  ])('accepts %j as %i fen', (v, fen) => {
    expect(schema.parse(v)).toBe(fen);
  });

  it.each([
    ['', '请输入价格'],
    ['   ', '请输入价格'],
    [undefined, '请输入价格'],
    [null, '请输入价格'],
    ['-1', '价格不能为负数'],
    [-0.5, '价格不能为负数'],
    ['19.999', '价格最多保留两位小数'],
    [19.999, '价格最多保留两位小数'],
    ['abc', '价格格式不正确，如 199 或 199.90'],
    ['1e3', '价格格式不正确，如 199 或 199.90'],
    ['100000000', '价格不能超过 99999999.99'],
  ])('refuses %j: %j', (v, message) => {
    expect(messageOf(v)).toBe(message);
  });
});

describe('productInputSchema prices', () => {
  const base = { name: '纯棉T恤', categoryId: 1 };
  const issues = (input: Record<string, unknown>) => {
    const r = productInputSchema.safeParse({ ...base, ...input });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('keeps prices in fen; an empty original price is none', () => {
    const parsed = productInputSchema.parse({ ...base, price: '199.9', originalPrice: '' });
    expect(parsed.price).toBe(19990);
    expect(parsed.originalPrice).toBeNull();
    expect(productInputSchema.parse({ ...base, price: 99, originalPrice: '129' }).originalPrice).toBe(12900);
  });

  it.each([
    [{ price: '-5' }, 'price: 价格不能为负数'],
    [{ price: '5.001' }, 'price: 价格最多保留两位小数'],
    [{ price: '' }, 'price: 请输入价格'],
    [{ price: '100', originalPrice: '-1' }, 'originalPrice: 价格不能为负数'],
    [{ price: '100', originalPrice: '120.555' }, 'originalPrice: 价格最多保留两位小数'],
  ])('refuses %j', (input, issue) => {
    expect(issues(input)).toContain(issue);
  });

  it("refuses an original price below the price: 'originalPrice: 原价不能低于现价'", () => {
    expect(issues({ price: '199', originalPrice: '99.99' })).toEqual(['originalPrice: 原价不能低于现价']);
  });

  it('accepts an original price equal to or above the price ("199" and "199.00" are the same)', () => {
    expect(issues({ price: '199', originalPrice: '199.00' })).toEqual([]);
    expect(issues({ price: '199.9', originalPrice: '299' })).toEqual([]);
  });
});
