import { it, expect } from 'vitest';
import { createTestApp, ADMIN, login } from '../../test/test-app.ts';
it.each(['sqlite', 'postgres'] as const)('probe %s', async (d) => {
  const t = await createTestApp(d);
  for (const payload of [
    { message: 'ts', timestamp: 'x\u0000y\u0007z' },
    { message: 'uid', userId: 'a\u0000b' },
    { message: 'lone \ud800 surrogate', stack: '\udfff' },
    { message: 'c1 \u0085\u009b' },
  ]) {
    const res = await t.call({ method: 'POST', url: '/api/errors/report', payload });
    console.log(d, JSON.stringify(payload), res.statusCode, res.body);
  }
  const tok = await login(t, ADMIN.username, ADMIN.password);
  console.log((await t.call({ method: 'GET', url: '/api/admin/error-reports', token: tok })).body);
  await t.close();
  expect(1).toBe(1);
});
