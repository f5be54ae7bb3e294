import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer is the same for every visitor and every page that asks for it, and changes
     * only with a write (the site's info and look, the footer's links): a page render reuses it
     * (shared-answers.ts) instead of asking again. Only for routes without parameters.
     */
    sharedAnswer?: boolean;
  }
}

/** An API call's answer as a page render reads it. */
export interface Answer {
  status: number;
  data: unknown;
}

/**
 * The paths of the GET routes declared `sharedAnswer`, as they are registered from now on (Fastify
 * tells a route to its `onRoute` hooks only if they were added before it).
 */
export function sharedAnswerPaths(app: FastifyInstance): ReadonlySet<string> {
  const paths = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.sharedAnswer && methods.includes('GET')) paths.add(route.url);
  });
  return paths;
}

/** Freezes what every render shares, so no render can change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The answers of the shared calls (above) that page renders made, kept for every render after:
 * each public page asks for the site's info, its look and the footer's links, and asking through
 * the API (routing, validation, serialising, parsing) cost ~0.3 ms a call, a sixth of a render.
 * Kept like rendered pages: emptied by every change to what pages show, here or on another
 * instance (SiteChanges), and for at most the pages' time limit, which bounds what another process
 * without a shared channel may change meanwhile. Only 200s are kept, and only when no change came
 * while the call ran.
 */
export class SharedAnswers {
  private readonly kept: LRUCache<string, Answer>;
  private generation = 0;

  constructor(
    private readonly paths: ReadonlySet<string>,
    options: { ttlMs?: number; clock?: { now(): number } } = {},
  ) {
    this.kept = new LRUCache<string, Answer>({
      // One answer a declared path: the bound is only a guard.
      max: 100,
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      // Expiry is checked on read against this clock (tests pass their own); no timers.
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
  }

  /** The answer to a call: kept, or asked for with `ask` (and kept when the call is shared). */
  async answer(method: string, url: string, ask: () => Promise<Answer>): Promise<Answer> {
    if (method !== 'GET' || !this.paths.has(url)) return ask();
    const kept = this.kept.get(url);
    if (kept) return kept;
    const generation = this.generation;
    const answer = await ask();
    if (answer.status === 200 && generation === this.generation) this.kept.set(url, deepFreeze(answer));
    return answer;
  }

  clear(): void {
    this.generation++;
    this.kept.clear();
  }
}
