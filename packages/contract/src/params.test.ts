import { describe, expect, it } from 'vitest';
import { idParamsSchema, slugParamsSchema, snapshotParamsSchema } from './params.ts';

describe('path parameters shared by every route file', () => {
  it('reads an id from the address as a number', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(snapshotParamsSchema.parse({ id: '7', snapshotId: '3' })).toEqual({ id: 7, snapshotId: 3 });
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648'])("refuses the id '%s' with 'ID 无效'", (id) => {
    const result = idParamsSchema.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ID 无效');
  });

  it('refuses a snapshot address whose snapshot id is not an id', () => {
    expect(snapshotParamsSchema.safeParse({ id: '7', snapshotId: 'x' }).success).toBe(false);
  });

  it('takes any slug of 1 to 200 characters (the slug rules apply when it is saved)', () => {
    expect(slugParamsSchema.parse({ slug: '旅行-2024' })).toEqual({ slug: '旅行-2024' });
    expect(slugParamsSchema.safeParse({ slug: 'a'.repeat(200) }).success).toBe(true);
    expect(slugParamsSchema.safeParse({ slug: 'a'.repeat(201) }).success).toBe(false);
    expect(slugParamsSchema.safeParse({ slug: '' }).success).toBe(false);
  });
});
