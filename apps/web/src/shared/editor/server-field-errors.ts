import { ApiError } from '../api/api-error.ts';

/** One field's errors, as antd's `form.setFields` takes them. */
export interface FieldErrors<F extends string> {
  name: F;
  errors: string[];
}

/**
 * A refused save's errors on the form's own fields: each of the server's `data.errors[{field,
 * message}]` on its field (a nested one such as `images.0` on `images`), and a 409 — the value that
 * must be unique is taken (an article's slug, a subscription's address) — on `conflict.field`,
 * with `conflict.reason` or the server's. Fields the form does not have are left out: the banner
 * or message says the reason anyway.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  conflict?: { field: string; reason?: string },
): FieldErrors<F>[] {
  if (!(error instanceof ApiError)) return [];
  const known = (name: string): name is F => (fields as readonly string[]).includes(name);
  const result: FieldErrors<F>[] = [];
  for (const f of error.fieldErrors) {
    const name = f.field.split('.')[0] ?? '';
    if (known(name)) result.push({ name, errors: [f.message] });
  }
  if (error.status === 409 && conflict && known(conflict.field))
    result.push({ name: conflict.field, errors: [conflict.reason ?? error.message] });
  return result;
}
