import type { z } from 'zod';
import { schemaRule, type FieldRule } from '../../shared/hooks/use-plain-form.ts';

/** The sign-in pages' schemas (auth-schemas.ts), loaded on first use: they bring zod. */
export const authSchemas = () => import('./auth-schemas.ts');
type AuthSchemas = Awaited<ReturnType<typeof authSchemas>>;

/** A field rule from one of those schemas. */
export const authRule = <T>(pick: (schemas: AuthSchemas) => z.ZodType): FieldRule<T> =>
  schemaRule<T>(() => authSchemas().then(pick));

/** A password typed again: required, and the same as `field`. */
export const repeats =
  <T extends Record<string, string>>(field: keyof T, missing: string): FieldRule<T> =>
  (value, values) =>
    !value ? missing : value !== values[field] ? '两次输入的密码不一致' : undefined;
