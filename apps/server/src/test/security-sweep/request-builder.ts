import type { InjectOptions } from 'fastify';
import { multipart } from '../multipart.ts';
import type { HostileValue } from './hostile-values.ts';
import { HOSTILE_KEY_PAYLOAD } from './hostile-values.ts';
import type { FilePart } from './multipart-parts.ts';
import type { Field, Operation } from './operations.ts';
import { sampleOf, type SampleContext } from './schema-samples.ts';

/** Text sent exactly as written: a number JSON cannot hold in a body, a broken escape in a URL. */
class Verbatim {
  constructor(readonly text: string) {}
}

/** What the sweep puts in the field under test: a hostile value, or hostile file content. */
export type Injected = { field: Field; value: HostileValue } | { field: Field; file: Buffer };

/**
 * Percent-encodes a string for a URL. A lone surrogate, which UTF-8 cannot carry, is written as the
 * three bytes a careless encoder makes of it (what a hostile client sends); encodeURIComponent
 * would throw instead.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** The bytes of a string, lone surrogates as in `encodeComponent` (Buffer.from would replace them). */
function bytesOf(text: string): Buffer {
  return Buffer.from(
    encodeComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

/** JSON text of a body; Verbatim values go in as written, own `__proto__` keys stay keys. */
function jsonText(value: unknown): string {
  if (value instanceof Verbatim) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${jsonText((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One value in a URL: strings encoded, other values as their JSON text. */
function urlText(value: unknown): string {
  if (value instanceof Verbatim) return value.text;
  if (typeof value === 'string') return encodeComponent(value);
  return encodeComponent(jsonText(value));
}

/** One value as the text of a multipart part. */
const partText = (value: unknown): string =>
  value instanceof Verbatim ? value.text : typeof value === 'string' ? value : jsonText(value);

/** A file part as sent: its name may be any hostile value. */
type SentFile = Omit<FilePart, 'filename'> & { filename: unknown };

/** A multipart/form-data body of hostile text: each value as its part text, lone surrogates kept. */
export function multipartBody(
  fields: Record<string, unknown>,
  files: Record<string, SentFile>,
): Pick<InjectOptions, 'payload' | 'headers'> {
  const asBytes = (value: unknown) => bytesOf(partText(value));
  const texts = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(asBytes) : asBytes(value)]),
  );
  const sent = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      { ...file, filename: file.filename === undefined ? undefined : asBytes(file.filename) },
    ]),
  );
  return multipart(texts, sent);
}

/** Sets `value` at `path` inside `target` (a copy is made of every object on the way). */
function placed(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string, ...string[]];
  if (step === '[]') {
    const items = Array.isArray(target) ? target : [];
    return [placed(items[0], rest, value), ...items.slice(1)];
  }
  const copy: Record<string, unknown> = { ...(target !== null && typeof target === 'object' ? target : {}) };
  setOwn(copy, step, placed(Object.hasOwn(copy, step) ? copy[step] : undefined, rest, value));
  return copy;
}

/** An own key, even `__proto__` (an assignment would set the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value as a field of `location` carries it. */
function carried(value: HostileValue, location: Field['location']): unknown {
  const inUrl = location === 'path' || location === 'query';
  if (inUrl && value.url !== undefined) return new Verbatim(value.url);
  if (value.json !== undefined) return inUrl || location === 'multipart' ? value.value : new Verbatim(value.json);
  return value.value;
}

/**
 * The request of a sweep step: every field a valid sample, except the one under test, which
 * carries the hostile value (or is left out for `missing`, or gets extra hostile keys).
 */
export function buildRequest(op: Operation, ctx: SampleContext, injected?: Injected): InjectOptions {
  const sample = (field: Field) => sampleOf(field.schema, field.path.at(-1) ?? '', ctx);
  const declared = (location: Field['location']) =>
    op.fields.filter((f) => f.location === location && f.kind === 'value' && f.path.length === 1);
  const pathValues: Record<string, unknown> = Object.fromEntries(declared('path').map((f) => [f.path[0], sample(f)]));
  const queryValues: Record<string, unknown> = Object.fromEntries(
    declared('query')
      .filter((f) => f.required)
      .map((f) => [f.path[0], sample(f)]),
  );
  let body: unknown = op.body ? sampleOf(op.body, '', ctx) : undefined;
  const parts = op.multipart;
  const multipartFields: Record<string, unknown> = { ...parts?.fields };
  const multipartFiles: Record<string, SentFile> = { ...parts?.files };

  if (injected) {
    const { field } = injected;
    const key = field.path[0]!;
    if ('file' in injected) {
      multipartFiles[key] = { ...multipartFiles[key]!, data: injected.file };
    } else {
      const { value } = injected;
      const hostile = carried(value, field.location);
      if (field.kind === 'keys') {
        // Next to the members at the field's path (a missing container is made to hold it).
        if (field.location === 'query') setOwn(queryValues, String(value.value), HOSTILE_KEY_PAYLOAD);
        else body = placed(body, [...field.path, String(value.value)], HOSTILE_KEY_PAYLOAD);
      } else if (field.location === 'path') setOwn(pathValues, key, hostile);
      else if (field.location === 'query') setOwn(queryValues, key, hostile);
      else if (field.location === 'body') body = placed(body, field.path, hostile);
      else if (field.path[1] === 'filename') multipartFiles[key] = { ...multipartFiles[key]!, filename: hostile };
      else setOwn(multipartFields, key, hostile);
    }
  }

  const url =
    op.path.replace(/\{([^{}]+)\}/g, (_, name: string) =>
      pathValues[name] === undefined ? '' : urlText(pathValues[name]),
    ) + queryString(queryValues);
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url };
  if (parts) return { ...options, ...multipartBody(multipartFields, multipartFiles) };
  if (body !== undefined)
    return { ...options, payload: jsonText(body), headers: { 'content-type': 'application/json' } };
  return options;
}

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const key = encodeComponent(name);
    if (Array.isArray(value)) return value.map((v) => `${key}=${urlText(v)}`);
    if (value === null) return [`${key}=`];
    return [`${key}=${urlText(value)}`];
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}
