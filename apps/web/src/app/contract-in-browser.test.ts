import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '@app/contract';

describe('the contract in the browser', () => {
  it('parses without compiling code (the Content-Security-Policy has no unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true);
    expect(loginSchema.safeParse({ username: 'reader', password: 'secret-pass' }).success).toBe(true);
  });
});
