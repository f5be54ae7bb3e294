import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from './app-error.ts';

/**
 * What a route does with U+0000 in what it is sent: refused (the default), or stripped where a
 * refusal would lose what the request carries (a browser's error report quotes whatever broke).
 */
type NulCharactersRule = 'refuse' | 'strip';

declare module 'fastify' {
  interface FastifyContextConfig {
    nulCharacters?: NulCharactersRule;
  }
}

export const NUL_CHARACTER_MESSAGE = '请求包含无效字符';

const NUL = '\u0000';

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const isWalkable = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Buffer.isBuffer(value);

/**
 * Where a value holds U+0000, in a string or in a key: the path as the validation errors name
 * fields (`tags.0`), `''` for the top level, null when it has none. Walks with a list instead of
 * recursion: a deeply nested JSON body cannot overflow the stack.
 */
export function nulCharacterPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element, i) => pending.push([element, join(path, i)]));
    } else if (isWalkable(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) return path; // the object holding the key: the key itself would echo the NUL
        pending.push([element, join(path, key)]);
      }
    }
  }
  return null;
}

/** The value without U+0000 in any string or key; objects and arrays are cleaned in place. */
export function withoutNulCharacters<T>(value: T): T {
  const clean = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replaceAll(NUL, '');
    if (isWalkable(item)) pending.push(item);
    return item;
  };
  const pending: Record<string, unknown>[] = [];
  const top = clean(value);
  for (let item = pending.pop(); item; item = pending.pop()) {
    for (const [key, element] of Object.entries(item)) {
      if (key.includes(NUL)) delete item[key];
      item[key.replaceAll(NUL, '')] = clean(element);
    }
  }
  return top as T;
}

/** Each part of a multipart body as it is read, refused or cleaned by the route's rule. */
function partHandler(rule: NulCharactersRule): (part: Multipart) => void {
  if (rule === 'strip')
    return (part) => {
      part.fieldname = part.fieldname.replaceAll(NUL, '');
      if (part.type === 'file') part.filename = part.filename.replaceAll(NUL, '');
      else part.value = withoutNulCharacters(part.value);
    };
  return (part) => {
    refuseIn(part.fieldname, 'request');
    if (part.type === 'file') refuseIn(part.filename, part.fieldname);
    else refuseIn(part.value, part.fieldname);
  };
}

function refuseIn(value: unknown, where: string): void {
  const path = nulCharacterPath(value);
  if (path !== null) throw AppError.validation([{ field: path || where, message: NUL_CHARACTER_MESSAGE }]);
}

/**
 * The fields that came before a file: `request.file()` hands over the file part alone, with the
 * fields read on the way in `fields` (each a part, or a list of parts under a repeated name).
 */
function fieldsBefore(file: MultipartFile): Multipart[] {
  return Object.values(file.fields)
    .flatMap((entry) => [entry ?? []].flat())
    .filter((part) => part.type === 'field');
}

/**
 * A multipart body is read by the handler, part by part, long after this hook: its readers are
 * wrapped so that each part is handled as it arrives, whichever reader a route uses.
 */
function guardMultipartReaders(request: FastifyRequest, handle: (part: Multipart) => void): void {
  const parts = request.parts.bind(request);
  const files = request.files.bind(request);
  const file = request.file.bind(request);
  request.parts = async function* (options) {
    for await (const part of parts(options)) {
      handle(part);
      yield part;
    }
  };
  request.files = async function* (options) {
    for await (const part of files(options)) {
      fieldsBefore(part).forEach(handle);
      handle(part);
      yield part;
    }
  };
  request.file = async (options) => {
    const part = await file(options);
    if (part) {
      fieldsBefore(part).forEach(handle);
      handle(part);
    }
    return part;
  };
}

/**
 * Refuses, for every route (those added later too), a request whose path parameters, query, JSON
 * body or multipart fields hold U+0000: PostgreSQL cannot store the character in text and
 * answered 500 wherever one reached a query. It runs before validation and after the guards (a
 * guest still gets 401 first), and answers the envelope's 400 naming the field. A route that
 * declares `config: { nulCharacters: 'strip' }` gets the same request without the character.
 */
export function guardNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.nulCharacters ?? 'refuse';
    if (rule === 'strip') {
      request.params = withoutNulCharacters(request.params);
      request.query = withoutNulCharacters(request.query);
      if (!request.isMultipart()) request.body = withoutNulCharacters(request.body);
    } else {
      refuseIn(request.params, 'params');
      refuseIn(request.query, 'query');
      if (!request.isMultipart()) refuseIn(request.body, 'body');
    }
    if (request.isMultipart()) guardMultipartReaders(request, partHandler(rule));
  });
}
