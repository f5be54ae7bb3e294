import { describe, expect, it } from 'vitest';
import { HOSTILE_KEYS, HOSTILE_VALUES } from './hostile-values.ts';
import { checkReply, leaksIn } from './reply-checker.ts';
import { encodeComponent } from './request-builder.ts';

/** The sweep's own parts: what the checker sees, and that its values cannot fool it. */

const json = (body: unknown, statusCode = 400) => ({
  statusCode,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
const envelope = (message: string) => ({ success: false, code: 'VALIDATION_FAILED', message, data: null });

describe('the reply checker', () => {
  it('accepts a refusal in Chinese', () => {
    expect(checkReply(json(envelope('标题不能为空')))).toEqual([]);
  });

  it('flags a server error whatever its body', () => {
    expect(checkReply(json(envelope('系统错误，请稍后重试'), 500)).map((l) => l.kind)).toEqual(['server error']);
    expect(checkReply({ statusCode: 502, body: '', headers: {} }).map((l) => l.kind)).toEqual(['server error']);
  });

  it.each([
    ['a stack frame', 'Error: x\n    at handler (/srv/app/dist/x.js:10:5)', 'stack trace'],
    ['a JavaScript error', "TypeError: Cannot read properties of undefined (reading 'id')", 'internal error text'],
    ['a PostgreSQL syntax error', 'syntax error at or near "union"', 'SQL text'],
    ['a PostgreSQL encoding error', 'invalid byte sequence for encoding "UTF8": 0x00', 'SQL text'],
    ['an SQLite error code', 'SQLITE_ERROR: fts5: syntax error near "*"', 'SQL text'],
    ['a constraint', 'UNIQUE constraint failed: tags.name', 'SQL text'],
    ['generated SQL', 'select "articles"."id" from "articles" where "slug" = $1', 'SQL text'],
    ['a path of this machine', `${process.cwd()}/data/site.db`, 'file path'],
    ['a module path', 'node_modules/kysely/dist/esm/index.js', 'file path'],
    ['a source position', 'at articles.service.ts:42', 'file path'],
  ])('flags %s in a message', (_, message, kind) => {
    expect(checkReply(json(envelope(message))).map((l) => l.kind)).toContain(kind);
  });

  it('flags what it finds in plain text replies and in keys too', () => {
    expect(checkReply({ statusCode: 404, body: 'ENOENT /tmp/site-test-1/x', headers: {} }).map((l) => l.kind)).toEqual([
      'file path',
    ]);
    expect(checkReply(json({ 'no such column: x': 1 }, 200)).map((l) => l.kind)).toEqual(['SQL text']);
  });

  it('quotes the offending fragment with its context', () => {
    expect(leaksIn('出错了：duplicate key value violates unique constraint "tags_name_key"')[0]?.fragment).toContain(
      'duplicate key value',
    );
  });

  it('never mistakes a hostile value for a leak when a reply shows it back', () => {
    const echoed = [...HOSTILE_VALUES, ...HOSTILE_KEYS].flatMap((v) =>
      typeof v.value === 'string' ? [v.value] : [JSON.stringify(v.value) ?? ''],
    );
    const flagged = echoed.filter((text) => checkReply(json({ success: true, data: { title: text } }, 200)).length > 0);
    expect(flagged).toEqual([]);
  });
});

describe('URL encoding of hostile strings', () => {
  it('writes a lone surrogate as the bytes a careless encoder makes of it, and a pair as UTF-8', () => {
    expect(encodeComponent('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeComponent('\udfff')).toBe('%ED%BF%BF');
    expect(encodeComponent('😀 /')).toBe('%F0%9F%98%80%20%2F');
  });
});
