import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { formatLogLine } from './pretty-log.ts';
import { internalCallHeaders, registerRequestLog } from './request-log.ts';

/*
 * Logs a person can read: on a terminal one line per request (method, path, status, ms); the server
 * rendering's internal API calls are not requests of their own; LOG_FORMAT=json keeps JSON lines.
 */

describe('the request log', () => {
  it('writes one line per request, and none for the internal calls made while serving it', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/inner', async () => ({ ok: true }));
    app.get('/page', async () => {
      await app.inject({ method: 'GET', url: '/inner', headers: internalCallHeaders() });
      return 'page';
    });
    await app.inject({ method: 'GET', url: '/page?x=1' });
    // A client cannot hide its requests by sending the header.
    await app.inject({ method: 'GET', url: '/inner', headers: { 'x-internal-call': 'guess' } });
    await app.close();

    expect(lines.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^GET \/page\?x=1 200 \d+ms$/),
      expect.stringMatching(/^GET \/inner 200 \d+ms$/),
    ]);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/page?x=1', statusCode: 200 });
  });
});

describe('the log format', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const printedBy = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-log-'));
    dirs.push(dataDir);
    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }));
    await app.ready();
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await app.inject({ method: 'GET', url: '/api/public/pages' });
    // The line is written once the response has gone (onResponse), which closing waits for.
    await app.close();
    const printed = stdout.mock.calls.map((c) => String(c[0]));
    stdout.mockRestore();
    return printed;
  };

  it('LOG_FORMAT=pretty: one readable line per request, no JSON', async () => {
    const printed = await printedBy({ LOG_FORMAT: 'pretty' });
    expect(printed).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/public\/pages 200 \d+ms\n$/)]);
  });

  it('formats an entry as time, level and message, other fields as key=value, an error with its stack', () => {
    const time = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time,
          pid: 1,
          hostname: 'h',
          msg: '[发件箱] 收件人 a@b.c',
          to: 'a@b.c',
          file: 'x.eml',
        }),
      ),
    ).toBe('03:04:05 INFO  [发件箱] 收件人 a@b.c file=x.eml\n');
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' };
    expect(formatLogLine(JSON.stringify({ level: 50, time, msg: 'unhandled error', err }))).toBe(
      '03:04:05 ERROR unhandled error\nError: boom\n    at here\n',
    );
  });
});
