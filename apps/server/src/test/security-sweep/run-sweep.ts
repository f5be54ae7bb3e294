import type { TestApp } from '../test-app.ts';
import { POLLUTION_MARK } from './hostile-values.ts';
import { fieldName, operationName } from './operations.ts';
import { checkReply, type Leak } from './reply-checker.ts';
import { buildRequest } from './request-builder.ts';
import { restoreFixtures, type SweepFixtures } from './sweep-fixtures.ts';
import { phaseOf, type SweepStep } from './sweep-plan.ts';
import type { SweepSession } from './sweep-session.ts';

/** One reply that showed what it must not. */
export interface SweepFailure {
  operation: string;
  identity: string;
  /** `body.title`, `query.keyword`, or `(baseline)` when every field was valid. */
  field: string;
  valueClass: string;
  valueLabel: string;
  /** The value as sent, shortened. */
  value: string;
  status: number | null;
  leak: Leak | { kind: 'prototype pollution' | 'no reply' | 'background job failed'; fragment: string };
}

export interface SweepReport {
  dialect: string;
  requests: number;
  /** How many replies had each status: how deep the values went (400s stop at validation). */
  statuses: Record<number, number>;
  failures: SweepFailure[];
  /** Baselines the server refused as invalid: the sweep's samples are wrong for these operations. */
  rejectedBaselines: string[];
  /** The status of each operation's baseline, by `operation as identity`: what its valid request reached. */
  baselines: Record<string, number>;
  seconds: number;
}

/** A value for a failure message: JSON-quoted, control characters visible, long ones shortened. */
export function preview(value: unknown): string {
  if (value === undefined) return '(left out)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const shown = JSON.stringify(text.length > 40 ? text.slice(0, 40) : text) ?? String(value);
  return text.length > 40 ? `${shown}… (${text.length} characters)` : shown;
}

export function describeFailure(f: SweepFailure): string {
  const status = f.status === null ? '(no status)' : String(f.status);
  return `${f.operation} as ${f.identity}, ${f.field} = ${f.valueLabel} [${f.valueClass}] ${f.value}: ${status} — ${f.leak.kind}: ${f.leak.fragment}`;
}

/** The phase of the admin area's writes (see `phaseOf`). */
const ADMIN_WRITES = 3;

const prototypeKeys = () => new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Jobs the last request queued that failed (every call runs the queue before it answers): a mail
 * or an event that a hostile value broke fails where no reply shows it.
 */
async function newJobErrors(t: TestApp, seen: Set<number>) {
  const failed = await t.app.services.database.db
    .selectFrom('jobs')
    .select(['id', 'kind', 'last_error'])
    .where('last_error', 'is not', null)
    .execute();
  const fresh = failed.filter((job) => !seen.has(job.id));
  for (const job of fresh) seen.add(job.id);
  return fresh;
}

/** A different client address for each request: limits per address never stop the sweep. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** What one step sent, for its failure messages. */
function failureOf(step: SweepStep, status: number | null, leak: SweepFailure['leak']): SweepFailure {
  const { op, identity, field, value, file } = step;
  return {
    operation: operationName(op),
    identity,
    field: field ? fieldName(field) : '(baseline)',
    valueClass: value?.class ?? (file ? 'file' : '(valid)'),
    valueLabel: value?.label ?? file?.label ?? 'valid sample',
    value: value ? preview(value.json ?? value.url ?? value.value) : file ? `${file.data.length} bytes` : '',
    status,
    leak,
  };
}

/** New own keys of Object.prototype since `clean` was taken; removed again, so one pollution is reported once. */
function pollutionSince(clean: ReadonlySet<string>): string[] {
  const added = Object.getOwnPropertyNames(Object.prototype).filter((k) => !clean.has(k));
  for (const key of added) delete (Object.prototype as Record<string, unknown>)[key];
  return added.length || !(POLLUTION_MARK in {}) ? added : [POLLUTION_MARK];
}

/**
 * Sends every step and checks every reply. Nothing stops the run: each failure is recorded with
 * what was sent, so one run lists them all.
 */
export async function runSweep(
  t: TestApp,
  steps: readonly SweepStep[],
  session: SweepSession,
  fixtures: SweepFixtures,
): Promise<SweepReport> {
  const started = performance.now();
  const report: SweepReport = {
    dialect: t.dialect,
    requests: 0,
    statuses: {},
    failures: [],
    rejectedBaselines: [],
    baselines: {},
    seconds: 0,
  };
  const cleanPrototype = prototypeKeys();
  const seenJobErrors = new Set<number>();
  for (const [index, step] of steps.entries()) {
    const { op, identity, field, value, file } = step;
    const serial = index + 1;
    const injected = field && value ? { field, value } : field && file ? { field, file: file.data } : undefined;
    const request = buildRequest(op, { fixtures, serial, opPath: op.path }, injected);
    const fail = (status: number | null, leak: SweepFailure['leak']) =>
      report.failures.push(failureOf(step, status, leak));
    await session.openLimits();
    report.requests += 1;
    try {
      const res = await t.call({ ...request, remoteAddress: addressOf(serial), token: session.tokenOf(identity) });
      report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
      for (const leak of checkReply(res)) fail(res.statusCode, leak);
      if (!field) {
        report.baselines[`${operationName(op)} as ${identity}`] = res.statusCode;
        if (res.statusCode === 400 && res.body.includes('"VALIDATION_FAILED"'))
          report.rejectedBaselines.push(`${operationName(op)} as ${identity}: ${res.body}`);
      }
    } catch (error) {
      fail(null, { kind: 'no reply', fragment: String(error) });
    }
    const polluted = pollutionSince(cleanPrototype);
    if (polluted.length)
      fail(null, { kind: 'prototype pollution', fragment: `Object.prototype gained ${polluted.join(', ')}` });
    if (op.method !== 'GET') {
      for (const job of await newJobErrors(t, seenJobErrors))
        fail(null, { kind: 'background job failed', fragment: `${job.kind}: ${job.last_error ?? ''}`.slice(0, 300) });
      await session.keepAlive(identity);
    }
    // After the last request of an admin write: what it unpublished or rejected, later operations need.
    if (steps[index + 1]?.op !== op && phaseOf(op) === ADMIN_WRITES)
      await restoreFixtures(t, session.tokenOf('admin')!, fixtures);
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
