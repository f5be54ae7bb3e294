import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../test/fake-server.ts';
import { pageTitleStepsOf } from '../features/site/index.ts';
import { resolveTitle } from './page-title.ts';

/** The matches of a public route whose handle names its page type and title, as the article page's does. */
const articleRoute = (slug: string): UIMatch[] => [
  {
    id: 'article',
    pathname: `/articles/${slug}`,
    params: { slug },
    loaderData: { title: '春季特卖' },
    handle: { pageType: 'article', title: (d: { title: string }) => d.title },
  },
];

/** A server whose page types map /articles/spring-sale to the administrator's 'campaign'. */
function server() {
  return fakeServer({
    'POST /public/site/match-page-type': (body) =>
      ok({
        pageType:
          body.path === '/articles/spring-sale' ? 'campaign' : body.path === '/articles/x' ? 'article' : 'default',
      }),
    'POST /public/site/format-title': (body) =>
      ok({ formattedTitle: `${String(body.pageType)}: ${String(body.title ?? '')}` }),
  });
}

describe('resolveTitle with the steps asked of the API (client navigation)', () => {
  it("honours the administrator's page type for a public path over the route's own", async () => {
    const { client, routes } = server();
    const title = await resolveTitle(pageTitleStepsOf(client), {
      pathname: '/articles/spring-sale',
      search: '',
      matches: articleRoute('spring-sale'),
      siteName: '轻量博客',
    });
    expect(title).toBe('campaign: 春季特卖');
    expect(routes()).toEqual(['POST /public/site/match-page-type', 'POST /public/site/format-title']);
  });

  it("keeps the route's own type when no pattern takes the path", async () => {
    const { client } = server();
    const title = await resolveTitle(pageTitleStepsOf(client), {
      pathname: '/articles/moved',
      search: '',
      matches: articleRoute('moved'),
      siteName: '轻量博客',
    });
    expect(title).toBe('article: 春季特卖');
  });

  it('titles a page that answered 404 as not-found, without matching', async () => {
    const { client, routes } = server();
    const title = await resolveTitle(pageTitleStepsOf(client), {
      pathname: '/articles/spring-sale',
      search: '',
      matches: articleRoute('spring-sale'),
      siteName: '轻量博客',
      notFound: true,
    });
    expect(title).toBe('not-found: ');
    expect(routes()).toEqual(['POST /public/site/format-title']);
  });
});
