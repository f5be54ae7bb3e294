import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/** Starts the server in a process of its own and prints which of `packages` Node has loaded by then. */
const START_AND_LIST = `
  import { registerHooks } from 'node:module';
  const files = [];
  registerHooks({ load: (url, context, nextLoad) => (files.push(url), nextLoad(url, context)) });
  const { buildApp } = await import('./apps/server/src/app.ts');
  const { loadConfig } = await import('./apps/server/src/config.ts');
  const app = await buildApp(loadConfig({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: 'silent' }));
  await app.ready();
  const packages = JSON.parse(process.env.PACKAGES);
  console.log(JSON.stringify(packages.filter((name) => files.some((file) => file.includes('/node_modules/' + name + '/')))));
  await app.close();
`;

/*
 * A site on the embedded defaults (SQLite, the mail outbox, one process) never uses PostgreSQL's or
 * Redis's client and sends no mail at start: it starts without compiling them (~1.3 MB of code).
 */
describe('packages only some sites use', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lazy-packages-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a start on the defaults loads neither pg, ioredis nor nodemailer', { timeout: 90_000 }, async () => {
    const packages = ['pg', 'ioredis', 'nodemailer', 'fastify'];
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', START_AND_LIST],
      { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir, PACKAGES: JSON.stringify(packages) } },
    );
    // fastify is there: the list does see the packages a start loads.
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual(['fastify']);
  });
});
