import { ApiError } from '../api/api-error.ts';

/** One field's errors, as antd's `form.setFields` takes them. */
export interface FieldErrors<F extends string> {
  name: F;
  errors: string[];
}

/**
 * A refused save's errors on the form's own fields: each of the server's `data.errors[{field,
 * message}]` on its field (a nested one such as `images.0` on `images`), and a 409 — the slug is
 * taken — on the slug field, with the server's reason. Fields the form does not have are left out:
 * the banner above the form says the reason anyway.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  reason: string,
): FieldErrors<F>[] {
  if (!(error instanceof ApiError)) return [];
  const known = (name: string): name is F => (fields as readonly string[]).includes(name);
  const result: FieldErrors<F>[] = [];
  for (const f of error.fieldErrors) {
    const name = f.field.split('.')[0] ?? '';
    if (known(name)) result.push({ name, errors: [f.message] });
  }
  const slug = 'slug';
  if (error.status === 409 && known(slug)) result.push({ name: slug, errors: [reason] });
  return result;
}
