import type { RegisteredRoute, TestApp } from '../test-app.ts';
import { MULTIPART_PARTS, type MultipartParts } from './multipart-parts.ts';

/** The part of JSON Schema the OpenAPI document of the zod schemas uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export type FieldLocation = 'path' | 'query' | 'body' | 'multipart';

/** One place a request carries a value: a path or query parameter, a body member, a multipart part. */
export interface Field {
  location: FieldLocation;
  /** Parameter name, or the way into the body: ['tags', '[]'] is an item of `tags`, [] the whole body. */
  path: readonly string[];
  schema: JsonSchema;
  required: boolean;
  /** `keys`: not a declared field but extra keys (`__proto__` …) added next to the declared ones. */
  kind: 'value' | 'keys' | 'file-content';
}

/** One method of one route, as the sweep drives it. */
export interface Operation {
  method: string;
  /** The OpenAPI form, `/api/admin/tags/{id}` (a wildcard is `{*}`). */
  path: string;
  /** The route as Fastify registered it, `/api/admin/tags/:id`. */
  route: string;
  fields: Field[];
  /** The JSON body's schema, or null when the operation takes none. */
  body: JsonSchema | null;
  /** The parts of a multipart operation (declared in MULTIPART_PARTS: the document does not list them). */
  multipart: MultipartParts | null;
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** `body.tags[]`, `query.keyword`, `path.id`, `body` for the whole body. */
export function fieldName(field: Field): string {
  const inside = field.path.reduce((name, step) => (step === '[]' ? `${name}[]` : name ? `${name}.${step}` : step), '');
  const what = field.kind === 'keys' ? `${inside ? `${inside}.` : ''}(extra keys)` : inside;
  return what ? `${field.location}.${what}` : field.location;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** How deep the sweep goes into nested bodies (`parameters.x`, `items[].name`). */
const MAX_DEPTH = 3;

/** Every member of a body schema, items and nested members included, each a field of its own. */
function bodyFields(schema: JsonSchema, path: string[], required: boolean, depth: number): Field[] {
  const own: Field = { location: 'body', path, schema, required, kind: 'value' };
  if (depth >= MAX_DEPTH) return [own];
  const inner: Field[] = [];
  if (schema.type === 'object') {
    inner.push({ location: 'body', path, schema, required, kind: 'keys' });
    for (const [name, member] of Object.entries(schema.properties ?? {}))
      inner.push(...bodyFields(member, [...path, name], schema.required?.includes(name) ?? false, depth + 1));
  }
  if (schema.type === 'array' && schema.items)
    inner.push(...bodyFields(schema.items, [...path, '[]'], true, depth + 1));
  return [own, ...inner];
}

const toRoute = (path: string) => path.replace(/\{([^{}]+)\}/g, ':$1').replace(':*', '*');
const toDocumentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

function documentedOperation(method: string, path: string, spec: OpenApiOperation): Operation {
  const fields: Field[] = [];
  const parameters = spec.parameters ?? [];
  // Path parameters first: the order only changes which rotating values a field gets.
  for (const p of [...parameters].sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'))) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    fields.push({
      location: p.in,
      path: [p.name],
      schema: p.schema,
      required: p.in === 'path' || !!p.required,
      kind: 'value',
    });
  }
  if (parameters.some((p) => p.in === 'query'))
    fields.push({ location: 'query', path: [], schema: {}, required: false, kind: 'keys' });
  const body = spec.requestBody?.content?.['application/json']?.schema ?? null;
  if (body) fields.push(...bodyFields(body, [], true, 0));
  return { method, path, route: toRoute(path), fields, body, multipart: null };
}

/** A route the document hides (uploaded files, the API docs' files): its path parameters are all the sweep knows of it. */
function hiddenOperation(route: RegisteredRoute): Operation {
  const path = toDocumentPath(route.url);
  const fields: Field[] = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => ({
    location: 'path',
    path: [m[1]!],
    schema: { type: 'string' },
    required: true,
    kind: 'value',
  }));
  return { method: route.method, path, route: route.url, fields, body: null, multipart: null };
}

function withMultipart(op: Operation, route: RegisteredRoute | undefined): Operation {
  if (!route?.consumes?.includes('multipart/form-data')) return op;
  const parts = MULTIPART_PARTS[operationName(op)];
  // A multipart route nobody described is swept by its baseline only; the sweep's test lists it.
  if (!parts) return op;
  const fields: Field[] = [
    ...Object.keys(parts.fields).map((name): Field => ({
      location: 'multipart',
      path: [name],
      schema: { type: 'string' },
      required: false,
      kind: 'value',
    })),
    ...Object.keys(parts.files).flatMap((name): Field[] => [
      { location: 'multipart', path: [name, 'filename'], schema: { type: 'string' }, required: true, kind: 'value' },
      { location: 'multipart', path: [name, 'content'], schema: {}, required: true, kind: 'file-content' },
    ]),
  ];
  return { ...op, fields: [...op.fields, ...fields], multipart: parts };
}

/**
 * Every operation of the app: those of its OpenAPI document, and every other registered route
 * (hidden from the document) with its path parameters. The HEAD twin of a GET route is left to
 * the role matrix, which sends the GET operation's request as HEAD. A route added to the app is swept without anyone listing it.
 */
export function operationsOf(t: TestApp): Operation[] {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const registered = new Map(t.routes.map((r) => [`${r.method} ${r.url}`, r]));
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const op = documentedOperation(method.toUpperCase(), path, spec);
      ops.push(withMultipart(op, registered.get(`${op.method} ${op.route}`)));
    }
  }
  const known = new Set(ops.map((op) => `${op.method} ${op.route}`));
  // HEAD routes last: one is a GET route's twin whatever the order the two were registered in.
  const headsLast = [...t.routes].sort((a, b) => Number(a.method === 'HEAD') - Number(b.method === 'HEAD'));
  for (const route of headsLast) {
    const twin = route.method === 'HEAD' && known.has(`GET ${route.url}`);
    if (twin || known.has(`${route.method} ${route.url}`)) continue;
    known.add(`${route.method} ${route.url}`);
    ops.push(withMultipart(hiddenOperation(route), route));
  }
  return ops;
}

/** Multipart routes without declared parts: the sweep cannot vary what it does not know. */
export function undescribedMultipart(t: TestApp): string[] {
  return t.routes
    .filter((r) => r.consumes?.includes('multipart/form-data'))
    .map((r) => `${r.method} ${toDocumentPath(r.url)}`)
    .filter((name) => !MULTIPART_PARTS[name]);
}
