import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from './test/test-app.ts';
import { HOSTILE_KEYS, HOSTILE_VALUES } from './test/security-sweep/hostile-values.ts';
import { HOSTILE_FILES } from './test/security-sweep/multipart-parts.ts';
import { fieldName, operationName, operationsOf, undescribedMultipart } from './test/security-sweep/operations.ts';
import { describeFailure } from './test/security-sweep/run-sweep.ts';
import { planSweep } from './test/security-sweep/sweep-plan.ts';
import { sweepApp } from './test/security-sweep/sweep.ts';

/**
 * The security sweep, bounded: every operation of the OpenAPI document and every other registered
 * route, every field, a rotating few hostile values each (SQL and FTS syntax, traversal, 100 kB
 * strings, NUL, lone surrogates, right-to-left text, wrong types, huge numbers, `__proto__`),
 * as the administrator and, on public operations, as a guest. No reply may be a 5xx or show a
 * stack, SQL or a file path. `npm run test:security` sends every value to every field.
 */

/**
 * Hostile values per field and identity: about 2,000 requests per database (and the ten that put
 * the seeded rows back after each admin write). The budget is the number of requests, checked
 * below, not a time: on a 2-core machine they take about 20 s on SQLite and 45 s on PostgreSQL.
 */
const VALUES_PER_FIELD = 3;
/** A cap for a stuck run, far above the run's usual length; nothing here is timed. */
const SWEEP_TIMEOUT_MS = 10 * 60 * 1000;

describe('the sweep plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('has an operation for every registered route and knows the parts of every multipart route', () => {
    const ops = operationsOf(t);
    const covered = new Set(ops.map((op) => `${op.method} ${op.route}`));
    const missing = t.routes
      .filter((r) => !covered.has(`${r.method} ${r.url}`) && !(r.method === 'HEAD' && covered.has(`GET ${r.url}`)))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(undescribedMultipart(t)).toEqual([]);
    expect(ops.find((op) => operationName(op) === 'POST /api/admin/upload/image')?.multipart).not.toBeNull();
  });

  it('reads the fields from the document: path, query, body members, items and nested members', () => {
    const fieldsOf = (name: string) =>
      operationsOf(t)
        .find((op) => operationName(op) === name)
        ?.fields.map(fieldName);
    expect(fieldsOf('PUT /api/admin/articles/{id}')).toEqual(
      expect.arrayContaining(['path.id', 'body', 'body.(extra keys)', 'body.title', 'body.tags', 'body.tags[]']),
    );
    expect(fieldsOf('GET /api/public/search')).toEqual(
      expect.arrayContaining(['query.query', 'query.type', 'query.sort', 'query.(extra keys)']),
    );
    expect(fieldsOf('POST /api/admin/upload/image')).toEqual(
      expect.arrayContaining(['multipart.type', 'multipart.file.filename', 'multipart.file.content']),
    );
    expect(fieldsOf('GET /files/{bucket}/{*}')).toEqual(['path.bucket', 'path.*']);
  });

  it('sends, within its budget, every field of every operation a hostile value and every hostile value somewhere', () => {
    const ops = operationsOf(t);
    const steps = planSweep(ops, VALUES_PER_FIELD);
    const swept = new Set(steps.flatMap((s) => (s.field ? [`${operationName(s.op)} ${fieldName(s.field)}`] : [])));
    const unswept = ops
      .flatMap((op) => op.fields.map((f) => `${operationName(op)} ${fieldName(f)}`))
      .filter((f) => !swept.has(f));
    expect(unswept).toEqual([]);
    const baselines = new Set(steps.filter((s) => !s.field).map((s) => operationName(s.op)));
    expect(ops.filter((op) => !baselines.has(operationName(op)))).toEqual([]);
    const sent = new Set(steps.map((s) => s.value ?? s.file));
    expect(
      [...HOSTILE_VALUES, ...HOSTILE_KEYS, ...HOSTILE_FILES].filter((v) => !sent.has(v)).map((v) => v.label),
    ).toEqual([]);
    expect(steps.length).toBeLessThan(2500);
  });
});

describe.each(testDialects)('security sweep (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it(
    'answers hostile values in every field of every operation without a 5xx, a stack trace, SQL or a file path',
    async () => {
      const report = await sweepApp(t, VALUES_PER_FIELD);
      // A refused baseline means the sweep's samples are wrong there: its hostile values would stop at validation.
      expect(report.rejectedBaselines).toEqual([]);
      expect(report.failures.map(describeFailure)).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
