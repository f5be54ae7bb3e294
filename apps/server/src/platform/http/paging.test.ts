import { describe, expect, it } from 'vitest';
import { parseSort } from './paging.ts';

describe('parseSort', () => {
  const allowed = { createdAt: 'created_at', title: 'title' } as const;
  const fallback = { column: 'created_at' as const, direction: 'desc' as const };

  it('maps the allowed fields to their columns, in order', () => {
    expect(parseSort(['title,desc', 'createdAt'], allowed, fallback)).toEqual([
      { column: 'title', direction: 'desc' },
      { column: 'created_at', direction: 'asc' },
    ]);
  });

  it('ignores names an object inherits (a sort by __proto__ or toString was a 500)', () => {
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(parseSort([`${field},asc`], allowed, fallback)).toEqual([fallback]);
  });
});
