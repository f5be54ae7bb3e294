import { HOSTILE_KEYS, HOSTILE_VALUES, type HostileValue } from './hostile-values.ts';
import { HOSTILE_FILES, type HostileFile } from './multipart-parts.ts';
import type { Field, Operation } from './operations.ts';
import { areaOf } from './route-areas.ts';
import type { Identity } from './sweep-session.ts';

/** One request of the sweep: an operation, who sends it, and the hostile value in one field (none: the baseline). */
export interface SweepStep {
  op: Operation;
  identity: Identity;
  field: Field | null;
  value: HostileValue | null;
  file: HostileFile | null;
}

/** `all`: every value in every field (scripts/security-sweep.ts); a number: that many per field, rotating. */
export type Depth = 'all' | number;

/**
 * The values in an order that alternates their classes (SQL, FTS, LIKE, traversal, … then the
 * second of each), so that a few consecutive ones are of different kinds.
 */
function interleaved<T extends { class: string }>(values: readonly T[]): T[] {
  const byClass = new Map<string, T[]>();
  for (const v of values) byClass.set(v.class, [...(byClass.get(v.class) ?? []), v]);
  const columns = [...byClass.values()];
  const rounds = Math.max(...columns.map((c) => c.length));
  return Array.from({ length: rounds }, (_, i) => columns.flatMap((c) => (c[i] ? [c[i]] : []))).flat();
}

const URL_VALUES = interleaved(HOSTILE_VALUES);
const BODY_VALUES = interleaved(HOSTILE_VALUES.filter((v) => !v.urlOnly));

type Candidate = { value: HostileValue; file: null } | { value: null; file: HostileFile };

function candidatesFor(field: Field): Candidate[] {
  if (field.kind === 'file-content') return HOSTILE_FILES.map((file) => ({ value: null, file }));
  const values =
    field.kind === 'keys'
      ? HOSTILE_KEYS
      : field.location === 'body' || field.location === 'multipart'
        ? BODY_VALUES
        : URL_VALUES;
  return values.map((value) => ({ value, file: null }));
}

/**
 * Reads first, then writes of public, signed-in and admin operations, deletions last: a deleted
 * or unpublished seed row would turn later requests into plain 404s that reach nothing.
 */
export function phaseOf(op: Pick<Operation, 'method' | 'route'>): number {
  if (op.method === 'GET') return 0;
  if (op.method === 'DELETE') return 4;
  return { public: 1, user: 2, admin: 3 }[areaOf(op.method, op.route)];
}

/** Public operations are swept as a guest too (other code runs for a request without a user). */
const identitiesOf = (op: Operation): Identity[] =>
  areaOf(op.method, op.route) === 'public' ? ['admin', 'guest'] : ['admin'];

/**
 * Every step of a sweep. With a number, field n gets that many values starting at n × number in
 * the interleaved list (the guest's run of a public operation starts half-way round), so every
 * field gets a few kinds and, across the fields, every value is sent. The baseline of each
 * operation (all fields valid) goes last, after its hostile requests: for a deletion it is the
 * request that deletes.
 */
export function planSweep(ops: readonly Operation[], depth: Depth): SweepStep[] {
  const steps: SweepStep[] = [];
  let rotation = 0;
  const ordered = [...ops].sort((a, b) => phaseOf(a) - phaseOf(b));
  for (const op of ordered) {
    for (const identity of identitiesOf(op)) {
      for (const field of op.fields) {
        const candidates = candidatesFor(field);
        let chosen = candidates;
        // File contents are few and each takes a different path through the image decoder: all of them, always.
        if (depth !== 'all' && field.kind !== 'file-content') {
          const start = rotation * depth + (identity === 'guest' ? Math.floor(candidates.length / 2) : 0);
          chosen = Array.from(
            { length: Math.min(depth, candidates.length) },
            (_, i) => candidates[(start + i) % candidates.length]!,
          );
          rotation += 1;
        }
        for (const c of chosen) steps.push({ op, identity, field, ...c });
      }
      steps.push({ op, identity, field: null, value: null, file: null });
    }
  }
  return steps;
}
