import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { schemaMessage } from '../lib/zod-rule.ts';

/** What a field's rule says of its value: a message, or nothing when the value is fine. */
export type FieldRule<T> = (value: string, values: T) => string | undefined | Promise<string | undefined>;

/**
 * A rule from a contract schema, so the form says exactly what the server would. The schema comes
 * through `load` (an `import()` of the page's schemas): zod and the schemas reach the browser when
 * the reader first uses the form, not with the page.
 */
export const schemaRule =
  <T>(load: () => Promise<z.ZodType>): FieldRule<T> =>
  async (value) =>
    schemaMessage(await load(), value);

type Fields = Record<string, string>;

/** A field's props from its form: its input's (value, change, aria-invalid) and the message it shows now. */
export interface PlainFieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-invalid': boolean;
  error?: string;
}

export interface PlainForm<T extends Fields> {
  /** A field's props, for `PlainInputField` or `PlainCodeField` (shared/ui). */
  field(name: keyof T & string): PlainFieldProps;
  /** Checks the named fields (every field without names); their values when all pass, else null. */
  validate(names?: (keyof T & string)[]): Promise<T | null>;
  /** The `<form>`'s props: sending checks every field, then calls `send` with the values when all pass. */
  props(send: (values: T) => unknown): { noValidate: true; onSubmit(event: FormEvent): void; onFocus(): void };
}

/**
 * A small form of text fields for a public page, where antd's Form (its form library, validator and
 * popups, ~45 kB compressed with zod) would be most of what the page downloads. As antd's does, a
 * field is checked at every change (with the fields checked before it: a confirmation follows its
 * password), so its message is there before the reader reaches for the button; a message that
 * appeared only on leaving the field would push the button away mid-click. Sending checks every
 * field. A rule may answer later (a schema loading): only the latest answer of a field counts.
 * `preload` runs when the form first takes the focus (the rules' schemas start loading then).
 */
export function usePlainForm<T extends Fields>(
  initial: T,
  rules: Partial<Record<keyof T, FieldRule<T>>>,
  preload?: () => unknown,
): PlainForm<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  // The values as of the last keystroke, for checks that answer after a later render.
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
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => {
        latest.current = { ...latest.current, [name]: event.target.value };
        setValues(latest.current);
        void validate([...new Set([name, ...checked.current])]);
      },
      'aria-invalid': Boolean(errors[name]),
      error: errors[name],
    }),
    validate,
    props: (send) => ({
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void validate().then((passed) => passed && send(passed));
      },
      onFocus: () => void preload?.(),
    }),
  };
}
