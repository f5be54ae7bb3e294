import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { SEARCH_HISTORY_KEY, useSearchHistory } from '../history-store.ts';
import { SearchBox } from './search-box.tsx';

function renderBox(history: string[]) {
  window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  const router = createMemoryRouter([
    { path: '/', element: <SearchBox /> },
    { path: '/search', element: <SearchBox /> },
  ]);
  renderPage(fakeServer({}).client, router);
  return router;
}

const box = () => screen.getByRole('combobox', { name: '搜索文章和好物' });
const options = () => within(screen.getByRole('listbox', { name: '搜索历史' })).getAllByRole('option');
const searched = (router: ReturnType<typeof renderBox>) => new URLSearchParams(router.state.location.search).get('q');

describe('the search box (spec 02 §3)', () => {
  beforeEach(() => act(() => useSearchHistory.setState({ keywords: [] })));

  it('opens the history on focus, filtered by what is typed; Escape closes it', async () => {
    renderBox(['咖啡豆', '周末', '手冲咖啡']);
    const user = userEvent.setup();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((o) => o.textContent)).toEqual(['咖啡豆', '周末', '手冲咖啡']);
    await user.type(box(), '咖啡');
    expect(options().map((o) => o.textContent)).toEqual(['咖啡豆', '手冲咖啡']);
    await user.type(box(), '机');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box());
    expect(options()).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('reads the history each time it opens: a keyword searched in another tab since is there', async () => {
    renderBox(['周末']);
    const user = userEvent.setup();
    await user.click(box());
    expect(options().map((o) => o.textContent)).toEqual(['周末']);
    await user.keyboard('{Escape}');
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['咖啡豆', '周末']));
    await user.click(box());
    expect(options().map((o) => o.textContent)).toEqual(['咖啡豆', '周末']);
  });

  it('Enter searches what was typed; a keyword moved to with the arrow keys (wrapping) is searched instead', async () => {
    const router = renderBox(['咖啡豆', '手冲咖啡']);
    const user = userEvent.setup();
    await user.type(box(), '咖啡');
    await user.keyboard('{Enter}');
    expect(searched(router)).toBe('咖啡');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.clear(box());
    await user.type(box(), '咖啡');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[options().length - 2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const chosen = options().find((o) => o.getAttribute('aria-selected') === 'true')!.textContent;
    await user.keyboard('{Enter}');
    expect(searched(router)).toBe(chosen);
  });

  it('an Enter that ends an input method composition does not search', () => {
    const router = renderBox([]);
    fireEvent.change(box(), { target: { value: 'kafei' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(router.state.location.pathname).toBe('/');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(searched(router)).toBe('kafei');
  });

  it('a keyword is searched by clicking it; removed by its ×; 清空 empties the history', async () => {
    const router = renderBox(['咖啡豆', '周末', '手冲咖啡']);
    const user = userEvent.setup();
    await user.click(box());
    await user.click(screen.getByRole('button', { name: '删除搜索历史「周末」' }));
    expect(options().map((o) => o.textContent)).toEqual(['咖啡豆', '手冲咖啡']);
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual(['咖啡豆', '手冲咖啡']);
    // The box keeps the focus: the list stays open.
    expect(box()).toHaveFocus();
    await user.click(screen.getByText('手冲咖啡'));
    expect(searched(router)).toBe('手冲咖啡');

    await user.click(box());
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual([]);
  });

  it('the button searches what was typed and ignores a blank box', async () => {
    const router = renderBox([]);
    const user = userEvent.setup();
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(router.state.location.pathname).toBe('/');
    await user.type(box(), '周末');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(searched(router)).toBe('周末');
  });
});
