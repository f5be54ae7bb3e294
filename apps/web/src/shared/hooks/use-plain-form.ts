import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

/** What a field's rule says of its value: a message, or nothing when the value is fine. */
export type FieldRule<T> = (value: string, values: T) => string | undefined | Promise<string | undefined>;

/**
 * A rule from a contract schema, so the form says exactly what the server would. The schema comes
 * through `load` (an `import()` of the page's schemas): zod and the schemas reach the browser when
 * the reader first leaves a field or sends the form, not with the page.
 */
export const schemaRule =
  <T>(load: () => Promise<z.ZodType>): FieldRule<T> =>
  async (value) => {
    const result = (await load()).safeParse(value);
    return result.success ? undefined : (result.error.issues[0]?.message ?? '输入无效');
  };

type Fields = Record<string, string>;

export interface PlainForm<T extends Fields> {
  values: T;
  /** The message each field shows now. */
  errors: Partial<Record<keyof T, string>>;
  /** The props of a field's `<input>`: its value, and what checks it as the reader types and leaves. */
  input(name: keyof T & string): {
    name: string;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onBlur(): void;
    'aria-invalid': boolean;
  };
  /** Checks the named fields (every field without names); their values when all pass, else null. */
  validate(names?: (keyof T & string)[]): Promise<T | null>;
  /** The form's onSubmit: every field checked, then `send` with the values when all pass. */
  onSubmit(send: (values: T) => unknown): (event: FormEvent) => void;
}

/**
 * A small form of text fields for a public page, where antd's Form (its form library, validator and
 * popups, ~45 kB compressed with zod) would be most of what the page downloads. As antd's does, a
 * field is checked at every change (with the fields checked before it: a confirmation follows its
 * password), so its message is there before the reader reaches for the button, which a message
 * appearing on leaving the field would push away mid-click; and when it is left with something in
 * it. The form checks every field when it is sent. A rule may answer later (a schema loading):
 * only the latest answer of a field counts.
 */
export function usePlainForm<T extends Fields>(
  initial: T,
  rules: Partial<Record<keyof T, FieldRule<T>>>,
): PlainForm<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const latest = useRef(values);
  const checked = useRef(new Set<keyof T & string>());
  const runs = useRef(new Map<keyof T, number>());

  const check = async (name: keyof T & string): Promise<boolean> => {
    const run = (runs.current.get(name) ?? 0) + 1;
    runs.current.set(name, run);
    checked.current.add(name);
    const message = await rules[name]?.(latest.current[name] ?? '', latest.current);
    if (runs.current.get(name) === run) setErrors((shown) => ({ ...shown, [name]: message }));
    return message === undefined;
  };

  const validate = async (names = Object.keys(latest.current) as (keyof T & string)[]) => {
    const passed = await Promise.all(names.map(check));
    return passed.every(Boolean) ? latest.current : null;
  };

  return {
    values,
    errors,
    input: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => {
        latest.current = { ...latest.current, [name]: event.target.value };
        setValues(latest.current);
        void validate([...new Set([name, ...checked.current])]);
      },
      // A field left empty and never checked says nothing yet: the reader may only be passing through.
      onBlur: () => void ((latest.current[name] || checked.current.has(name)) && check(name)),
      'aria-invalid': Boolean(errors[name]),
    }),
    validate,
    onSubmit: (send) => (event) => {
      event.preventDefault();
      void validate().then((passed) => passed && send(passed));
    },
  };
}
