import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** A prepared query's SQL and parameters, and which of its values fills each parameter. */
interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter, the key of the value that fills it; undefined for a constant of the query. */
  slots: readonly (string | undefined)[];
}

/** Under the tests every run is checked against the query built afresh (see below). */
const checkEveryRun = process.env.VITEST === 'true';

/**
 * A query built and compiled once for each database, then run with each call's values: for the
 * queries every page render runs, building Kysely's immutable query tree and compiling it to SQL
 * took longer than SQLite took to answer (~16 µs against ~6 µs for an article's neighbour).
 *
 * `build` puts each of its `values` into the query as a value (compared, limited), never decides
 * the query's shape by one: it is first called with a stand-in object for each value, and the
 * compiled parameters that are those stand-ins are the ones later calls fill. A query whose shape
 * depends on a value (null or not, a list's length) is two queries. Under the tests every run is
 * also built and compiled afresh and must give the same SQL and parameters, so a build that does
 * not keep to this fails there.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  const byDatabase = new WeakMap<Db, Prepared<Row>>();
  return async (db, values) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db, build, Object.keys(values));
      byDatabase.set(db, prepared);
    }
    const { query, slots } = prepared;
    const parameters = query.parameters.map((constant, i) => {
      const key = slots[i];
      return key === undefined ? constant : values[key];
    });
    if (checkEveryRun) expectSameQuery(build(db, values).compile(), query.sql, parameters);
    const compiled: CompiledQuery<Row> = { ...query, parameters };
    return (await db.executeQuery(compiled)).rows;
  };
}

function prepare<Values extends Record<string, unknown>, Row>(
  db: Db,
  build: (db: Db, values: Values) => Compilable<Row>,
  keys: readonly string[],
): Prepared<Row> {
  const keyOf = new Map<unknown, string>();
  const standIns = Object.fromEntries(
    keys.map((key) => {
      const standIn = Object.freeze({ standInFor: key });
      keyOf.set(standIn, key);
      return [key, standIn];
    }),
  ) as unknown as Values;
  const query = build(db, standIns).compile();
  return { query, slots: query.parameters.map((parameter) => keyOf.get(parameter)) };
}

function expectSameQuery(fresh: CompiledQuery, sql: string, parameters: readonly unknown[]): void {
  const same =
    fresh.sql === sql &&
    fresh.parameters.length === parameters.length &&
    fresh.parameters.every((value, i) => Object.is(value, parameters[i]));
  if (!same) {
    throw new Error(
      `A prepared query's shape depends on its values:\n${sql}\n${JSON.stringify(parameters)}\nbuilt afresh:\n${fresh.sql}\n${JSON.stringify(fresh.parameters)}`,
    );
  }
}
