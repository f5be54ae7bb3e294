import { AppError } from '../http/app-error.ts';

/** A unique-index failure from either database (the index, not a read before the write, decides). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    !!e && (e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')))
  );
};

/**
 * How often a write refused by a unique index is tried again: each round lets one of the requests
 * racing for the same generated slug through; the rest hear the generic 409.
 */
const ATTEMPTS = 4;

/**
 * Runs a check-then-write, and runs it again when a unique index refused the write. The checks
 * (a name or slug in use: the 409 a sequential duplicate hears) cannot see a row another request
 * writes at the same moment, the index can; on the next round the checks see the row that won and
 * answer that same 409, or a slug made from the title moves on to the next free one. The attempt
 * must be repeatable: its writes in one transaction, or each one harmless to do again.
 */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (round >= ATTEMPTS) throw AppError.conflict('CONFLICT');
    }
  }
}
