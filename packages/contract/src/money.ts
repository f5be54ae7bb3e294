import { z } from 'zod';

/**
 * Money travels as a decimal string with two places ('199.00') and is stored as integer fen:
 * never a binary float (DESIGN §3). Input may be a string or a JSON number; either way it is read
 * as text, so 19.9 and '19.90' are the same price and 19.999 is refused, not rounded.
 */
export const PRICE_MAX_FEN = 99_999_999_99;
const PRICE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/** '19.9' → 1990; null when the text is not a price of at most 8 integer digits and 2 decimals. */
export function priceToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_TEXT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1990 → '19.90'. */
export function fenToPrice(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** '¥19.90' (spec 02 §9: prices show ¥ with two decimals); '' for a missing price. */
export function formatPrice(price: string | number | null | undefined): string {
  if (price === null || price === undefined || price === '') return '';
  const fen = priceToFen(String(price));
  return fen === null ? '' : `¥${fenToPrice(fen)}`;
}

/** A price field: required (with `requiredMessage`), 0 to 99,999,999.99, at most two decimals; output in fen. */
export const priceFenSchema = (requiredMessage: string) =>
  z.union([z.string(), z.number()], { error: requiredMessage }).transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (text.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: '价格不能为负数' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: '价格格式不正确，如 199 或 199.90' });
      return z.NEVER;
    }
    if (/\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: '价格最多保留两位小数' });
      return z.NEVER;
    }
    const fen = priceToFen(text);
    if (fen === null || fen > PRICE_MAX_FEN) {
      ctx.addIssue({ code: 'custom', message: '价格不能超过 99999999.99' });
      return z.NEVER;
    }
    return fen;
  });
