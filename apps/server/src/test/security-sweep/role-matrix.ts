import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions } from 'fastify';
import { FORBIDDEN, UNAUTHORIZED } from '../refusals.ts';
import type { RegisteredRoute, TestApp } from '../test-app.ts';
import { operationsOf, type Operation } from './operations.ts';
import { buildRequest } from './request-builder.ts';
import { areaOf, type Area } from './route-areas.ts';
import type { SweepFixtures } from './sweep-fixtures.ts';
import { phaseOf } from './sweep-plan.ts';
import type { Identity, SweepSession } from './sweep-session.ts';

/**
 * The role matrix: every registered route × guest, unknown token, USER and administrator,
 * generated from the routes the app registers, so a new route is covered without a test of its
 * own. The guards answer a guest (or a token nobody was given) 401 in the signed-in and admin
 * areas and a USER 403 in the admin area; everywhere else every role is let in, and a request it
 * may send is never answered 401 or 403, except where a route refuses on purpose (listed below).
 */

export const IDENTITIES: readonly Identity[] = ['guest', 'stranger', 'member', 'admin'];

/** Requests the guards let in but the route refuses on purpose, each with its reason. */
export interface RoleException {
  /** `METHOD /url/:param`, as registered. */
  route: string;
  identity: Identity;
  status: number;
  reason: string;
}

export const ROLE_EXCEPTIONS: readonly RoleException[] = [
  ...(['guest', 'stranger'] as const).map((identity) => ({
    route: 'POST /api/public/comments/article/:id',
    identity,
    status: 401,
    reason: 'anyone reads a thread, only a signed-in reader writes in it',
  })),
  ...['POST /api/user/subscriptions/subscribe', 'POST /api/user/subscriptions/verify-code'].map((route) => ({
    route,
    identity: 'member' as const,
    status: 403,
    reason: "the valid request's type is the first listed, ADMIN_NEW_USER, which only administrators may subscribe to",
  })),
];

/** What the guards answer an identity on a route of the area; null when they let it in. */
export function refusalFor(area: Area, identity: Identity): 401 | 403 | null {
  if (area === 'public' || identity === 'admin') return null;
  if (identity === 'guest' || identity === 'stranger') return 401;
  return area === 'admin' ? 403 : null;
}

const REFUSALS = { 401: UNAUTHORIZED, 403: FORBIDDEN };

const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** The operation that drives a route's requests (a HEAD route: its GET twin's, sent as HEAD). */
export function operationFor(ops: readonly Operation[], route: RegisteredRoute): Operation {
  const op =
    ops.find((o) => o.method === route.method && o.route === route.url) ??
    ops.find((o) => route.method === 'HEAD' && o.method === 'GET' && o.route === route.url);
  if (!op) throw new Error(`no operation for ${routeName(route)}`);
  return { ...op, method: route.method };
}

/** A request aimed at the seeded rows with valid fields: a missing guard would let it act. */
export const aimedRequest = (op: Operation, fixtures: SweepFixtures, serial: number): InjectOptions =>
  buildRequest(op, { fixtures, serial, opPath: op.path });

/** An invalid id, query and body: if the guard did not answer first, validation would. */
export function nonsenseRequest(route: RegisteredRoute): InjectOptions {
  const url = route.url.replace(/:\w+/g, 'abc').replace('*', 'images/a.png');
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return {
    method: route.method as InjectOptions['method'],
    url: `${url}?page=-1&size=0&status=NOPE`,
    ...(hasBody ? { payload: { id: 'x', title: '', slug: 'Bad Slug', email: 'not-an-email', code: '1' } } : {}),
  };
}

/** The routes whose cells a check sends, reads first and deletions last (see the sweep's phases). */
function ordered(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return [...routes].sort(
    (a, b) => phaseOf({ method: a.method, route: a.url }) - phaseOf({ method: b.method, route: b.url }),
  );
}

/**
 * Sends every cell the guards let in with a valid request and lists each answer that is 401 or
 * 403 without being a listed exception, and each exception that no longer answers as listed.
 */
export async function letInMismatches(t: TestApp, session: SweepSession, fixtures: SweepFixtures): Promise<string[]> {
  const ops = operationsOf(t);
  const wrong: string[] = [];
  let serial = 0;
  for (const route of ordered(t.routes)) {
    const area = areaOf(route.method, route.url);
    for (const identity of IDENTITIES) {
      if (refusalFor(area, identity) !== null) continue;
      serial += 1;
      const exception = ROLE_EXCEPTIONS.find((e) => e.route === routeName(route) && e.identity === identity);
      await session.openLimits();
      const res = await t.call({
        ...aimedRequest(operationFor(ops, route), fixtures, serial),
        token: session.tokenOf(identity),
      });
      if (route.method !== 'GET' && route.method !== 'HEAD') await session.keepAlive(identity);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (exception ? res.statusCode !== exception.status : refused)
        wrong.push(
          `${routeName(route)} as ${identity}: ${res.statusCode}${exception ? ` (listed as ${exception.status}: ${exception.reason})` : ''} ${res.body.slice(0, 200)}`,
        );
    }
  }
  return wrong;
}

/**
 * Sends every route `identity` is refused on, twice: aimed at the seeded rows with valid fields
 * (a missing guard would act) and with an invalid id, query and body (a guard that ran after
 * validation would answer 400). Lists each answer that is not the guard's refusal, status and
 * envelope; the route-guard test adds that nothing was written or mailed.
 */
export async function refusalMismatches(
  t: TestApp,
  session: SweepSession,
  fixtures: SweepFixtures,
  identity: Identity,
): Promise<string[]> {
  const ops = operationsOf(t);
  const wrong: string[] = [];
  let serial = 0;
  for (const route of t.routes) {
    const refusal = refusalFor(areaOf(route.method, route.url), identity);
    if (refusal === null) continue;
    serial += 1;
    for (const request of [aimedRequest(operationFor(ops, route), fixtures, serial), nonsenseRequest(route)]) {
      const res = await t.call({ ...request, token: session.tokenOf(identity) });
      // A HEAD answer has no body to compare.
      const body = route.method === 'HEAD' ? REFUSALS[refusal] : jsonOrText(res.body);
      if (res.statusCode !== refusal || !isDeepStrictEqual(body, REFUSALS[refusal]))
        wrong.push(`${request.method} ${request.url} as ${identity}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return wrong;
}

function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
