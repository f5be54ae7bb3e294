import { ADMIN } from '../test-app.ts';
import type { JsonSchema } from './operations.ts';
import type { SweepFixtures } from './sweep-fixtures.ts';

/**
 * Valid values for every field, so that a request with one hostile field is otherwise one the
 * server accepts. Most come from the schema (enums, lengths, patterns, bounds); the names below
 * add what a schema cannot say (an address, a row that exists, the admin's password). Strings
 * carry a serial number, so that repeated creates do not stop at a name already taken.
 */

export interface SampleContext {
  fixtures: SweepFixtures;
  /** A number unique to the request. */
  serial: number;
  /** The operation's path, `/api/admin/articles/{id}/snapshots/{snapshotId}`. */
  opPath: string;
}

const IMAGE_URL = 'https://example.com/sweep.png';

/** The literal segment before `{param}` in the path (`articles` for `/api/admin/articles/{id}`). */
function segmentBefore(opPath: string, param: string): string | undefined {
  const segments = opPath.split('/');
  const at = segments.indexOf(`{${param}}`);
  return at > 0 ? segments[at - 1] : undefined;
}

/**
 * Statuses that keep a seeded row visible: a baseline that sets one (a comment's status, a
 * friend link's) leaves the row where later operations (a reply, a public page) still find it.
 */
const LIVE_STATES: unknown[] = ['PUBLISHED', 'ACTIVE', 'APPROVED'];

type Hint = (ctx: SampleContext) => unknown;

const byName: Record<string, Hint> = {
  id: ({ fixtures, opPath }) => fixtures.ids[segmentBefore(opPath, 'id') ?? ''] ?? 1,
  snapshotId: ({ fixtures, opPath }) => fixtures.snapshotIds[segmentBefore(opPath, 'id') ?? ''] ?? 1,
  slug: ({ fixtures, opPath, serial }) =>
    opPath.includes('{slug}') ? (fixtures.slugs[segmentBefore(opPath, 'slug') ?? ''] ?? 'sweep') : `sweep-${serial}`,
  bucket: ({ fixtures }) => fixtures.file.bucket,
  '*': ({ fixtures }) => fixtures.file.objectName,
  bucketName: ({ fixtures }) => fixtures.file.bucket,
  objectName: ({ fixtures }) => fixtures.file.objectName,
  fileUrl: ({ fixtures }) => `/files/${fixtures.file.bucket}/${fixtures.file.objectName}`,
  categoryId: ({ fixtures }) => fixtures.ids['product-categories'],
  articleId: ({ fixtures }) => fixtures.ids.articles,
  ids: ({ fixtures }) => [fixtures.ids.comments],
  subscriptionIds: ({ fixtures }) => String(fixtures.ids.subscriptions),
  tag: ({ fixtures }) => fixtures.slugs.tags,
  category: ({ fixtures }) => fixtures.slugs.category,
  email: ({ serial }) => `sweep${serial}@example.com`,
  ownerEmail: ({ serial }) => `owner${serial}@example.com`,
  newEmail: ({ serial }) => `sweep-new${serial}@example.com`,
  username: () => ADMIN.username,
  password: () => ADMIN.password,
  currentPassword: () => ADMIN.password,
  newPassword: () => 'sweep-new-password',
  siteUrl: ({ serial }) => `https://sweep${serial}.example.com`,
  url: () => IMAGE_URL,
  // An area may show no background (one it shows must already be in the library, which starts empty).
  areas: ({ opPath }) =>
    opPath.endsWith('/site/backgrounds') ? { home: null, article: null, other: null } : undefined,
  avatarUrl: () => IMAGE_URL,
  coverImage: () => IMAGE_URL,
  mainImage: () => IMAGE_URL,
  images: () => [IMAGE_URL],
  customIcon: () => IMAGE_URL,
  purchaseUrl: () => IMAGE_URL,
  price: () => '99.00',
  originalPrice: () => '129.00',
  sort: () => 'createdAt,desc',
  keyword: () => '扫描',
  query: () => '扫描',
  content: () => '扫描正文',
  path: () => '/articles/sweep-article',
  timestamp: () => new Date().toISOString(),
  color: () => '#336699',
  customColor: () => '#336699',
  token: () => 'sweep-token',
  logoUrl: () => IMAGE_URL,
  faviconUrl: () => IMAGE_URL,
  aboutPath: () => '/pages/about',
  privacyPath: () => '/pages/privacy',
  // A page type that exists (a title template names one); a new one gets its own code and path.
  pageType: () => 'article',
  code: ({ serial, opPath }) => (opPath.includes('page-types') ? `sweep-${serial}` : undefined),
  patterns: ({ serial }) => [`/sweep-${serial}/:slug`],
  template: () => '{title} - {siteName}',
};

/** Whether `value` satisfies the schema as far as the sweep needs (types, enums, lengths, patterns, bounds). */
export function fits(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((b) => fits(b, value));
  if (value === null) return !!schema.nullable || schema.type === 'null';
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value))
      );
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isInteger(value))) return false;
      const above =
        schema.exclusiveMinimum === true
          ? value > (schema.minimum ?? -Infinity)
          : value >= (schema.minimum ?? -Infinity);
      return above && value <= (schema.maximum ?? Infinity);
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        (!schema.items || value.every((v) => fits(schema.items!, v)))
      );
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

function stringSample(schema: JsonSchema, serial: number): string {
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email') return `sweep${serial}@example.com`;
  if (schema.format === 'uri') return IMAGE_URL;
  const candidates = [`sweep${serial}`, `sweep_${serial}`, '123456', '#336699', 'sweep'];
  return candidates.find((c) => fits(schema, c)) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function numberSample(schema: JsonSchema): number {
  const floor = schema.minimum ?? 1;
  const least = schema.exclusiveMinimum === true ? floor + 1 : floor;
  return Math.min(Math.max(1, least), schema.maximum ?? Infinity);
}

/**
 * A valid value for a field named `name` (the last member name of its path). Optional members of
 * objects are left out: each is sent when it is the field under test, and a baseline with fewer
 * members meets fewer rules that could refuse it.
 */
export function sampleOf(schema: JsonSchema, name: string, ctx: SampleContext): unknown {
  const hinted = byName[name]?.(ctx);
  if (hinted !== undefined && fits(schema, hinted)) return hinted;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches.find((b) => b.type !== 'null') ?? branches[0]!, name, ctx);
  if (schema.enum) return schema.enum.find((v) => LIVE_STATES.includes(v)) ?? schema.enum[0];
  switch (schema.type) {
    case 'string':
      return stringSample(schema, ctx.serial);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name, ctx));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((member) => [member, sampleOf(schema.properties?.[member] ?? {}, member, ctx)]),
      );
    default:
      return hinted ?? `sweep${ctx.serial}`;
  }
}
