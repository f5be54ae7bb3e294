import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './database.ts';
import { createNodeSqliteDialect } from './node-sqlite-dialect.ts';
import { preparedQuery } from './prepared-query.ts';

// A table of the site's schema is not needed: a throwaway one, typed loosely, shows the mechanism.
const open = async () => {
  const db = new Kysely<never>({ dialect: createNodeSqliteDialect(':memory:') }) as unknown as Db;
  await sql`create table t (id integer primary key, kind text not null, score integer not null)`.execute(db);
  await sql`insert into t (id, kind, score) values (1, 'a', 10), (2, 'a', 20), (3, 'b', 30), (4, 'a', 40)`.execute(db);
  return db;
};
type Row = { id: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the throwaway table is not in the schema
const loose = (db: Db) => db as unknown as Kysely<any>;

describe('preparedQuery', () => {
  let first: Db;
  let second: Db;
  beforeAll(async () => {
    [first, second] = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all([first.destroy(), second.destroy()]);
  });

  it("runs with each call's values in their places, a value used twice in both, the query's constants kept", async () => {
    const build = vi.fn((db: Db, v: { kind: string; min: number; limit: number }) =>
      loose(db)
        .selectFrom('t')
        .select('id')
        .where('kind', '=', v.kind)
        .where('score', '>=', v.min)
        .where((eb) => eb.or([eb('id', '>', 1), eb('score', '>', v.min)]))
        .where('id', '!=', 99)
        .orderBy('id')
        .limit(v.limit),
    );
    const query = preparedQuery<{ kind: string; min: number; limit: number }, Row>(build);
    expect(await query(first, { kind: 'a', min: 15, limit: 10 })).toEqual([{ id: 2 }, { id: 4 }]);
    expect(await query(first, { kind: 'a', min: 0, limit: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await query(first, { kind: 'b', min: 0, limit: 10 })).toEqual([{ id: 3 }]);
    // Prepared once for this database (the tests build each run once more to check it), and once
    // for another.
    const runs = build.mock.calls.length;
    expect(await query(second, { kind: 'a', min: 25, limit: 10 })).toEqual([{ id: 4 }]);
    expect(build.mock.calls.length).toBe(runs + 2);
  });

  it('refuses, under the tests, a query whose shape depends on a value', async () => {
    const query = preparedQuery((db: Db, v: { kind: string | null }) =>
      // `is null` for null, `= ?` otherwise: two shapes, which one prepared query cannot be.
      loose(db)
        .selectFrom('t')
        .select('id')
        .where('kind', v.kind === null ? 'is' : '=', v.kind),
    );
    expect(await query(first, { kind: 'b' })).toEqual([{ id: 3 }]);
    await expect(query(first, { kind: null })).rejects.toThrow("A prepared query's shape depends on its values");
  });
});
