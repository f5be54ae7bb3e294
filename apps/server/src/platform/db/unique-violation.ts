/** A unique-index failure from either database (the index, not a read before the write, decides). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    !!e && (e.code === '23505' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')))
  );
};
