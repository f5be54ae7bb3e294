import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL schema of its own on `baseUrl` (a test, a benchmark run): the returned URL puts it
 * first on the search path, so the app creates its tables there; `drop` removes it with them.
 */
export async function createScratchSchema(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}
