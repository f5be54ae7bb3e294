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
