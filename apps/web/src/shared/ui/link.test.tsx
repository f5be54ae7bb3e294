import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link.tsx';

/** A data router (as the app's) on /a with a link to /b?x=1, and one to /a itself. */
function renderAt(link: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>起点</p> },
      { path: '/a', element: link },
      { path: '/b', element: <p>第二页</p> },
    ],
    { initialEntries: ['/start', '/a'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is an <a> with the path as its href, and no other attribute than those given', async () => {
    const handler = createStaticHandler([
      {
        path: '/',
        element: (
          <Link to="/b?x=1" className="c">
            去
          </Link>
        ),
      },
    ]);
    const context = await handler.query(new Request('http://site.test/'));
    if (context instanceof Response) throw new Error('no context');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    expect(html).toBe('<a href="/b?x=1" class="c">去</a>');
  });

  it('a plain click is followed by the router, adding to the history', async () => {
    const router = renderAt(<Link to="/b?x=1">去</Link>);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '去' })));
    expect(screen.getByText('第二页')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/b?x=1');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a link to the address shown replaces it instead of adding it again', async () => {
    const router = renderAt(<Link to="/a">这里</Link>);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '这里' })));
    expect(router.state.historyAction).toBe('REPLACE');
    // One step back is the page before /a: /a was not added twice.
    await act(async () => router.navigate(-1));
    expect(screen.getByText('起点')).toBeTruthy();
  });

  it('leaves to the browser a click with a modifier, another button, or on a link to another tab', async () => {
    const router = renderAt(
      <>
        <Link to="/b">甲</Link>
        <Link to="/b" target="_blank">
          乙
        </Link>
      </>,
    );
    const a = screen.getByRole('link', { name: '甲' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      await act(async () => fireEvent.click(a, init));
    }
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '乙' })));
    expect(router.state.location.pathname).toBe('/a');
  });

  it("runs the link's own onClick first, which may keep the router from following it", async () => {
    const seen = vi.fn();
    const router = renderAt(
      <Link to="/b" onClick={(event) => (seen(), event.preventDefault())}>
        去
      </Link>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '去' })));
    expect(seen).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/a');
  });
});
