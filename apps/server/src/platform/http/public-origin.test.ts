import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createPublicOrigin } from './public-origin.ts';

/** A logger that keeps its warnings. */
const warnings = () => {
  const seen: unknown[][] = [];
  return { seen, log: { warn: (...args: unknown[]) => seen.push(args) } as unknown as FastifyBaseLogger };
};

describe('createPublicOrigin', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  /** A server that answers each request with the origin its links would use. */
  const serve = async (publicUrl: string | undefined, log: FastifyBaseLogger, trustProxy = false) => {
    const origin = createPublicOrigin(publicUrl, log);
    app = Fastify({ trustProxy });
    app.get('/origin', async (request) => origin.of(request));
    await app.ready();
    return async (headers: Record<string, string>) => (await app.inject({ url: '/origin', headers })).body;
  };

  it('answers PUBLIC_URL whatever the Host, and warns of nothing', async () => {
    const { seen, log } = warnings();
    const originFor = await serve('https://blog.example.com', log);
    expect(await originFor({ host: 'blog.test:8080' })).toBe('https://blog.example.com');
    expect(await originFor({ host: 'evil.example' })).toBe('https://blog.example.com');
    expect(seen).toEqual([]);
  });

  it('without PUBLIC_URL trusts the first Host it sees, and gives every other Host links on it', async () => {
    const { seen, log } = warnings();
    const originFor = await serve(undefined, log);
    expect(await originFor({ host: 'blog.test:8080' })).toBe('http://blog.test:8080');
    expect(await originFor({ host: 'evil.example' })).toBe('http://blog.test:8080');
    expect(await originFor({ host: 'blog.test:8080' })).toBe('http://blog.test:8080');
    // Said once, with what production should do.
    expect(seen).toHaveLength(1);
    expect(String(seen[0]?.[1])).toContain('http://blog.test:8080');
    expect(String(seen[0]?.[1])).toContain('生产环境请设置 PUBLIC_URL');
  });

  it('behind a trusted proxy remembers the forwarded scheme and host', async () => {
    const { log } = warnings();
    const originFor = await serve(undefined, log, true);
    expect(
      await originFor({ host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'blog.test' }),
    ).toBe('https://blog.test');
    expect(await originFor({ host: 'internal:8080', 'x-forwarded-host': 'evil.example' })).toBe('https://blog.test');
  });

  it('does not remember a Host that is not a bare host and port', async () => {
    const { seen, log } = warnings();
    const originFor = await serve(undefined, log);
    expect(await originFor({ host: 'user@evil.example' })).toBe('http://localhost');
    expect(await originFor({ host: 'evil.example/path' })).toBe('http://localhost');
    expect(seen).toEqual([]);
    // The next well-formed Host is the one remembered, in its normal form.
    expect(await originFor({ host: 'Blog.Test:80' })).toBe('http://blog.test');
    expect(await originFor({ host: 'other.test' })).toBe('http://blog.test');
  });
});
