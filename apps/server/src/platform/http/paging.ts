import type { PageQuery, PageResult } from '@app/contract';

export const pageOffset = (q: Pick<PageQuery, 'page' | 'size'>) => q.page * q.size;

export function toPage<T>(content: T[], totalElements: number, q: Pick<PageQuery, 'page' | 'size'>): PageResult<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size };
}

/** Reads `sort=field,dir` entries, keeping only the fields a list allows (mapped to columns). */
export function parseSort<C extends string>(
  sort: string[],
  allowed: Record<string, C>,
  fallback: { column: C; direction: 'asc' | 'desc' },
): { column: C; direction: 'asc' | 'desc' }[] {
  const parsed = sort.flatMap((entry) => {
    const [field = '', dir = 'asc'] = entry.split(',');
    // Own keys only: `allowed` is a plain object, so '__proto__' or 'toString' would find inherited members.
    const name = field.trim();
    if (!Object.hasOwn(allowed, name)) return [];
    const column = allowed[name]!;
    return [{ column, direction: dir.trim().toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const) }];
  });
  return parsed.length > 0 ? parsed : [fallback];
}
