import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * The shape every module keeps (docs/architecture.md, "How to add a module"): a folder under
 * modules/ with a `<name>.module.ts`, composed in app-modules.ts; its tables read and written only
 * by its own files; no cycle between modules; nothing in platform/ names a module.
 */

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');
/** Tables that belong to the platform, not to a module (search index, rate limits, jobs, redirects, kept renderings). */
const PLATFORM_TABLES = ['search_documents', 'rate_limit_counters', 'jobs', 'redirects', 'rendered_markdown'];

const moduleNames = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** A module's source files (tests and test fixtures left out: they may set up any data). */
const sourcesOf = (module: string) =>
  fs
    .readdirSync(path.join(MODULES, module))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.fixtures.ts'))
    .map((f) => ({ file: `modules/${module}/${f}`, text: fs.readFileSync(path.join(MODULES, module, f), 'utf8') }));

/** Every table of the schema (the keys of `interface Database`). */
const schemaTables = (() => {
  const schema = fs.readFileSync(path.join(SRC, 'platform/db/schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^[ \t]*([a-z_]+):/gm)].map((m) => m[1]!);
})();

/** Every type schema.ts declares for a table (its `XTable` interface and the Row/New/Update aliases) → that table. */
const tableOfType = (() => {
  const schema = fs.readFileSync(path.join(SRC, 'platform/db/schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  const byInterface = new Map([...body.matchAll(/^[ \t]*([a-z_]+): (\w+);/gm)].map((m) => [m[2]!, m[1]!]));
  const types = new Map(byInterface);
  for (const m of schema.matchAll(/export type (\w+) = \w+<(\w+)>;/g)) {
    const table = byInterface.get(m[2]!);
    if (table) types.set(m[1]!, table);
  }
  return types;
})();

/** The table types a file imports from schema.ts. */
const schemaTypesImportedBy = (text: string) =>
  [...text.matchAll(/import type \{([^}]*)\} from '[./]*platform\/db\/schema\.ts'/g)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim()),
  );

/** The tables a piece of code names in a query: 'table', 'table.column', 'table as t'. */
const tablesNamedIn = (text: string) =>
  schemaTables.filter((table) => new RegExp(`['"\`]${table}(['"\`.]| as )`).test(text));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => {
  await t.close();
});

describe('server modules', () => {
  it('every folder under modules/ is a module composed in app-modules.ts, and every table has one owner', () => {
    const composed = t.app.services.modules;
    expect(composed.map((m) => m.name).sort()).toEqual(moduleNames);
    for (const name of moduleNames)
      expect(fs.existsSync(path.join(MODULES, name, `${name}.module.ts`)), name).toBe(true);
    const owned = composed.flatMap((m) => m.tables);
    expect(new Set(owned).size, 'a table owned twice').toBe(owned.length);
    expect([...owned, ...PLATFORM_TABLES].sort()).toEqual([...schemaTables].sort());
  });

  it("a module's files name only its own tables", () => {
    const schemaFound = schemaTables.length;
    expect(schemaFound).toBeGreaterThan(15);
    for (const module of t.app.services.modules) {
      for (const { file, text } of sourcesOf(module.name)) {
        const foreign = tablesNamedIn(text).filter((table) => !module.tables.includes(table as never));
        expect(foreign, `${file} reads or writes tables of another module`).toEqual([]);
      }
    }
  });

  it("row types stay in their module: a module's files use the row and table types of its own tables only", () => {
    expect(tableOfType.get('UserRow')).toBe('users');
    expect(tableOfType.get('ArticlesTable')).toBe('articles');
    for (const module of t.app.services.modules) {
      for (const { file, text } of sourcesOf(module.name)) {
        const foreign = schemaTypesImportedBy(text).filter((name) => {
          const table = tableOfType.get(name);
          return table !== undefined && !module.tables.includes(table as never);
        });
        expect(foreign, `${file} uses row types of another module's tables`).toEqual([]);
      }
    }
  });

  it('no module depends on itself through other modules (module-level cycles)', () => {
    const importsOf = new Map(
      moduleNames.map((m) => [
        m,
        new Set(
          sourcesOf(m).flatMap(({ text }) =>
            [...text.matchAll(/from '\.\.\/([a-z-]+)\//g)].map((x) => x[1]!).filter((other) => other !== m),
          ),
        ),
      ]),
    );
    const cycles: string[] = [];
    const visit = (m: string, trail: string[]) => {
      if (trail.includes(m)) {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(' → '));
        return;
      }
      for (const next of importsOf.get(m) ?? []) visit(next, [...trail, m]);
    };
    for (const m of moduleNames) visit(m, []);
    expect(cycles).toEqual([]);
    // The check sees real dependencies (articles uses tags), so an empty result means something.
    expect(importsOf.get('articles')?.has('tags')).toBe(true);
  });

  it('every route of a module is registered with its access (admin routes answer 401 to a guest)', async () => {
    const admin = t.app.services.modules.flatMap((m) => m.routes).filter((r) => r.access === 'admin');
    expect(admin.every((r) => r.prefix === '/api/admin')).toBe(true);
    const response = await t.call({ method: 'GET', url: '/api/admin/tags' });
    expect(response.statusCode).toBe(401);
  });
});
