import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppSecret } from './app-secret.ts';

/** The site's key lives outside the database: APP_SECRET, or DATA_DIR/secret.key (0600). */
describe('AppSecret', () => {
  let dir: string;
  let file: string;
  let warnings: string[];
  const log = { warn: (_: object, message: string) => void warnings.push(message) };
  const secret = (configured?: string) => new AppSecret({ configured, file, log });
  const modeOf = (f: string) => fs.statSync(f).mode & 0o777;
  const LEGACY = 'a'.repeat(64);
  const CONFIGURED = 'c'.repeat(40);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-secret-'));
    file = path.join(dir, 'secret.key');
    warnings = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a random key in a file only the server user may read, and every later start reads it', () => {
    const key = secret().value();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${key}\n`);
    expect(modeOf(file)).toBe(0o600);
    expect(secret().value()).toBe(key);
    // Nothing but the key is left in the folder.
    expect(fs.readdirSync(dir)).toEqual(['secret.key']);
  });

  it('uses APP_SECRET when it is set, and writes no file', () => {
    expect(secret(CONFIGURED).value()).toBe(CONFIGURED);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('stops the start on a damaged key file instead of making a new key', () => {
    fs.writeFileSync(file, 'short\n');
    expect(() => secret().value()).toThrow(
      'secret.key 中的密钥无效（至少 32 个字符）：请恢复该文件，或设置 APP_SECRET',
    );
  });

  it('takes over the key an older release kept in the database, into the file', () => {
    const s = secret();
    s.adopt(LEGACY);
    expect(s.value()).toBe(LEGACY);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${LEGACY}\n`);
    expect(modeOf(file)).toBe(0o600);
    expect(secret().value()).toBe(LEGACY);
    expect(warnings).toEqual([]);
  });

  it("prefers the database's key to a key file made since (an old database restored), and says so", () => {
    const made = secret().value();
    const s = secret();
    s.adopt(LEGACY);
    expect(s.value()).toBe(LEGACY);
    expect(secret().value()).not.toBe(made);
    expect(secret().value()).toBe(LEGACY);
    expect(warnings).toEqual(['the key found in the database replaced the key file']);
  });

  it('keeps APP_SECRET in use when the database held another key, which is kept in the file', () => {
    const s = secret(CONFIGURED);
    s.adopt(LEGACY);
    expect(s.value()).toBe(CONFIGURED);
    expect(secret().value()).toBe(LEGACY);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^APP_SECRET differs from the key found in the database/);
  });
});
