import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque bearer tokens: 256 random bits; only their SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A six-digit code with a uniform distribution. */
export const newNumericCode = (length = 6): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

/**
 * Codes have only 10^6 values, so a plain hash would be reversed instantly from a stolen
 * database; they are keyed with the site's secret, which lives outside the database
 * (`AppSecret`: APP_SECRET or DATA_DIR/secret.key).
 */
export const hashCode = (secret: string, code: string, binding: string): string =>
  createHmac('sha256', secret).update(`${binding}\n${code}`).digest('hex');

export const safeEqualHex = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

export const newSecret = (): string => randomBytes(32).toString('hex');
export const newPassword = (): string => randomBytes(12).toString('base64url');
