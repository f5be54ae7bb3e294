import os from 'node:os';
import { withoutTrailingSlashes } from '../../platform/text/trim.ts';

/**
 * What a reply must never show, whatever was sent: a server error, a stack trace or the text of
 * a JavaScript error, the words of a database error or of generated SQL, a file path of the
 * server. SQL is recognised by the phrases of SQLite's and PostgreSQL's errors and by the quoted
 * identifiers Kysely writes, not by keywords: the sweep stores values such as `UNION SELECT …`,
 * and lists show them back as content.
 */

export type LeakKind = 'server error' | 'stack trace' | 'internal error text' | 'SQL text' | 'file path';

export interface Leak {
  kind: LeakKind;
  /** The offending part of the reply, with some context. */
  fragment: string;
}

interface Detector {
  kind: Exclude<LeakKind, 'server error'>;
  pattern: RegExp;
}

const STACK: Detector[] = [
  // A V8 stack frame: "    at handler (/srv/app/x.ts:1:2)".
  { kind: 'stack trace', pattern: /^ {2,}at \S/m },
  { kind: 'stack trace', pattern: /\bat (?:async )?[\w$.<>]+ \([^()\n]*:\d+:\d+\)/ },
];

const INTERNAL: Detector[] = [
  {
    kind: 'internal error text',
    pattern: /\b(?:Type|Range|Reference|Syntax|Eval|URI|Aggregate|Sqlite|Postgres|Database|Zod|Fastify)Error\b/,
  },
  { kind: 'internal error text', pattern: /Cannot read propert(?:y|ies) of (?:undefined|null)/ },
  { kind: 'internal error text', pattern: /\bis not (?:a function|defined|iterable)\b/ },
  { kind: 'internal error text', pattern: /Maximum call stack size/ },
  { kind: 'internal error text', pattern: /\bFST_ERR_\w+/ },
];

const SQL: Detector[] = [
  ...[
    /syntax error at or near/i,
    /\bSQLITE_[A-Z]+/,
    /no such (?:column|table|function)/i,
    /\bfts5: /i,
    /malformed MATCH/i,
    /unrecognized token/i,
    /\b(?:UNIQUE|NOT NULL|FOREIGN KEY|CHECK) constraint failed/i,
    /violates (?:unique|foreign key|not-null|check) constraint/i,
    /duplicate key value/i,
    /invalid input syntax for/i,
    /invalid byte sequence for encoding/i,
    /unsupported Unicode escape sequence/i,
    /unterminated quoted (?:string|identifier)/i,
    /\b(?:relation|column) "[^"\n]*" does not exist/i,
    /value too long for type/i,
    /out of range for type/i,
    /current transaction is aborted/i,
    /could not determine data type/i,
    /syntax error in tsquery/i,
    /\btext-search query\b/i,
    /bind message supplies/i,
    /\bdatatype mismatch\b/i,
  ].map((pattern) => ({ kind: 'SQL text' as const, pattern })),
  // Generated SQL: Kysely double-quotes every identifier (`"articles"."id"`, `from "tags" where`,
  // `"slug" = $1`); a quoted word after `from` alone is too common in articles' code samples.
  { kind: 'SQL text', pattern: /"[a-z_]+"\."[a-z_]+"/ },
  {
    kind: 'SQL text',
    pattern: /\b(?:from|into|update|join)\s+"[a-z_]+"\s+(?:where|set|values|as|inner|left|order|limit|on)\b/i,
  },
  { kind: 'SQL text', pattern: /"[a-z_]+"\s*(?:=|<>|<=|>=|<|>|in|like|ilike)\s*(?:\$\d+|\?)/i },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where this machine keeps the server's files: its working directory, its temporary directory. */
const localPaths = [process.cwd(), os.tmpdir(), os.homedir()]
  .filter((p) => p.length > 1)
  .map((p) => `${withoutTrailingSlashes(p)}/`);

const PATHS: Detector[] = [
  ...['/work/', '/tmp/', '/home/', '/root/', '/usr/lib/', '/var/lib/', '/app/src/', 'node_modules', ...localPaths].map(
    (p) => ({ kind: 'file path' as const, pattern: new RegExp(escapeRegExp(p)) }),
  ),
  { kind: 'file path', pattern: /\.(?:ts|js|mjs|cjs):\d/ },
  { kind: 'file path', pattern: /\b[A-Z]:\\(?:[\w .-]+\\)+/ },
];

const DETECTORS: readonly Detector[] = [...STACK, ...INTERNAL, ...SQL, ...PATHS];

/** Up to 60 characters either side of the match, newlines shown as \n. */
function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 60);
  const end = Math.min(text.length, index + length + 60);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`.replace(/\n/g, '\\n');
}

/** Every string of a JSON reply (keys too), or the whole text of any other reply. */
function textsOf(body: string, contentType: string | undefined): string[] {
  if (contentType?.includes('json')) {
    try {
      const texts: string[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === 'string') texts.push(value);
        else if (Array.isArray(value)) value.forEach(walk);
        else if (value !== null && typeof value === 'object')
          for (const [key, member] of Object.entries(value)) {
            texts.push(key);
            walk(member);
          }
      };
      walk(JSON.parse(body));
      return texts;
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  return [body];
}

/** What text shows something it must not; [] when it is clean. */
export function leaksIn(text: string): Leak[] {
  const leaks: Leak[] = [];
  for (const { kind, pattern } of DETECTORS) {
    const match = pattern.exec(text);
    if (match) leaks.push({ kind, fragment: around(text, match.index, match[0].length) });
  }
  return leaks;
}

/** Everything wrong with one reply. */
export function checkReply(reply: { statusCode: number; body: string; headers: Record<string, unknown> }): Leak[] {
  const leaks: Leak[] = [];
  if (reply.statusCode >= 500) leaks.push({ kind: 'server error', fragment: around(reply.body, 0, 200) });
  const contentType = reply.headers['content-type'];
  for (const text of textsOf(reply.body, typeof contentType === 'string' ? contentType : undefined))
    leaks.push(...leaksIn(text));
  // One leak of a kind is enough to say what is wrong with the reply.
  return leaks.filter((leak, i) => leaks.findIndex((l) => l.kind === leak.kind) === i);
}
