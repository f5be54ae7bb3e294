import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SharedAnswers, sharedAnswerPaths, type Answer } from './shared-answers.ts';

const SITE = '/api/public/site/info';

/** An API that counts the calls it answers, each answer new (as a parsed JSON body is). */
function countingApi(status = 200) {
  const asked: string[] = [];
  const ask = (url: string) => async (): Promise<Answer> => {
    asked.push(url);
    return { status, data: { data: { siteName: `第 ${asked.length} 次` } } };
  };
  return { asked, ask };
}

describe('answers page renders share', () => {
  const START = 5000;
  const clock = { t: START, now: () => clock.t };
  afterEach(() => (clock.t = START));

  it('asks once for a declared GET and gives every later render that answer, which none can change', async () => {
    const answers = new SharedAnswers(new Set([SITE]), { clock });
    const { asked, ask } = countingApi();
    const first = await answers.answer('GET', SITE, ask(SITE));
    const second = await answers.answer('GET', SITE, ask(SITE));
    expect(asked).toEqual([SITE]);
    expect(second).toBe(first);
    expect(() => {
      (second.data as { data: { siteName: string } }).data.siteName = '改掉';
    }).toThrow(TypeError);
  });

  it('asks every time for what is not declared, for another method or query, and after an answer that is not 200', async () => {
    const answers = new SharedAnswers(new Set([SITE]), { clock });
    const { asked, ask } = countingApi();
    for (let i = 0; i < 2; i++) {
      await answers.answer('GET', '/api/public/articles/a', ask('article'));
      await answers.answer('POST', SITE, ask('post'));
      await answers.answer('GET', `${SITE}?x=1`, ask('query'));
    }
    expect(asked).toEqual(['article', 'post', 'query', 'article', 'post', 'query']);

    const failing = countingApi(500);
    await answers.answer('GET', SITE, failing.ask(SITE));
    await answers.answer('GET', SITE, failing.ask(SITE));
    expect(failing.asked).toHaveLength(2);
  });

  it('asks again after a change, and after the pages’ time limit', async () => {
    const answers = new SharedAnswers(new Set([SITE]), { clock, ttlMs: 1000 });
    const { asked, ask } = countingApi();
    await answers.answer('GET', SITE, ask(SITE));
    answers.clear();
    expect(((await answers.answer('GET', SITE, ask(SITE))).data as { data: object }).data).toEqual({
      siteName: '第 2 次',
    });
    clock.t = START + 999;
    await answers.answer('GET', SITE, ask(SITE));
    expect(asked).toHaveLength(2);
    clock.t = START + 1001;
    await answers.answer('GET', SITE, ask(SITE));
    expect(asked).toHaveLength(3);
  });

  it('does not keep an answer asked for before a change that came while it was on its way', async () => {
    const answers = new SharedAnswers(new Set([SITE]), { clock });
    const { asked, ask } = countingApi();
    let arrive!: () => void;
    const slow = answers.answer('GET', SITE, async () => {
      await new Promise<void>((resolve) => (arrive = resolve));
      return ask(SITE)();
    });
    answers.clear();
    arrive();
    await slow;
    await answers.answer('GET', SITE, ask(SITE));
    expect(asked).toHaveLength(2);
  });
});

describe('routes declared shared', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('are the GET routes with `sharedAnswer`, by their full path', async () => {
    app = Fastify();
    const paths = sharedAnswerPaths(app);
    await app.register(
      async (site) => {
        site.get('/info', { config: { sharedAnswer: true } }, async () => ({}));
        site.get('/other', async () => ({}));
        site.post('/format', { config: { sharedAnswer: true } }, async () => ({}));
      },
      { prefix: '/api/public/site' },
    );
    await app.ready();
    expect([...paths]).toEqual([SITE]);
  });
});
