import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FRIEND_LINK_RULES } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { friend, friendsPage, renderWithServer, stubResizeObserver } from '../test-support.tsx';
import { FriendsPage } from './friends-page.tsx';

const LIST = 'GET /public/friend-links';

beforeAll(stubResizeObserver);

const renderFriends = (routes: Record<string, Handler>) => renderWithServer(routes, <FriendsPage />);

const cards = () => within(screen.getByRole('list', { name: '友链列表' })).getAllByRole('link');

/** Clicks a link and tells whether anything stopped the browser from following it. */
function click(link: HTMLElement): boolean {
  const event = createEvent.click(link, { button: 0 });
  fireEvent(link, event);
  return event.defaultPrevented;
}

describe('/friends (spec 02 §2, §4, §9)', () => {
  it('shows the friends the server sends, in its order, with the count', async () => {
    renderFriends({
      [LIST]: () =>
        ok(
          friendsPage([
            friend(3, '阿三的小站', { category: '技术博客', ownerName: '阿三' }),
            friend(1, 'Alice Blog', { description: null, ownerName: null }),
          ]),
        ),
    });
    expect(await screen.findByText('共 2 位朋友')).toBeInTheDocument();
    expect(cards().map((c) => c.querySelector('.friend-card-name')?.textContent)).toEqual(['阿三的小站', 'Alice Blog']);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('阿三的小站的简介')).toHaveClass('friend-card-description');
    expect(within(first).getByText('技术博客')).toBeInTheDocument();
    expect(within(first).getByText('阿三')).toBeInTheDocument();
    expect(within(second).getByText('个人博客')).toBeInTheDocument();
    expect(second.querySelector('.friend-card-owner')).toBeNull();
  });

  it("shows the avatar, or the site name's initial on a circle", async () => {
    renderFriends({
      [LIST]: () =>
        ok(friendsPage([friend(1, 'alice', { avatarUrl: 'https://a.example.com/me.png' }), friend(2, '小明的博客')])),
    });
    await screen.findByText('共 2 位朋友');
    const [withAvatar, withoutAvatar] = cards() as [HTMLElement, HTMLElement];
    expect(withAvatar.querySelector('img')).toHaveAttribute('src', 'https://a.example.com/me.png');
    expect(withoutAvatar.querySelector('.avatar')).toHaveTextContent(/^小$/);
    expect(withoutAvatar.querySelector('img')).toBeNull();
  });

  it('a card is a link to the site in a new tab, rel noopener', async () => {
    renderFriends({ [LIST]: () => ok(friendsPage([friend(7, '七号站')])) });
    await screen.findByText('共 1 位朋友');
    const [card] = cards() as [HTMLElement];
    expect(card).toHaveAttribute('href', 'https://site7.example.com');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('a click is counted and the browser follows the link', async () => {
    const server = renderFriends({
      [LIST]: () => ok(friendsPage([friend(7, '七号站')])),
      'POST /public/friend-links/7/click': () => ok({ clickCount: 3 }),
    });
    await screen.findByText('共 1 位朋友');
    expect(click(cards()[0]!)).toBe(false);
    await waitFor(() => expect(server.routes()).toEqual([LIST, 'POST /public/friend-links/7/click']));
  });

  it('a failing click count changes nothing: no message, the link is followed', async () => {
    let answered = false;
    const server = renderFriends({
      [LIST]: () => ok(friendsPage([friend(7, '七号站')])),
      'POST /public/friend-links/7/click': () => {
        answered = true;
        return fail(500, '系统错误，请稍后重试');
      },
    });
    await screen.findByText('共 1 位朋友');
    expect(click(cards()[0]!)).toBe(false);
    await waitFor(() => expect(answered).toBe(true));
    expect(server.routes()).toEqual([LIST, 'POST /public/friend-links/7/click']);
    expect(screen.queryByText('系统错误，请稍后重试')).not.toBeInTheDocument();
  });

  it('shows the application rules with their line breaks, and the 申请友链 button', async () => {
    renderFriends({ [LIST]: () => ok(friendsPage([friend(1, '一号站')], DEFAULT_FRIEND_LINK_RULES)) });
    const rules = await screen.findByText((_, el) => el?.classList.contains('friends-rules-text') ?? false);
    // The text as the owner wrote it, each rule on its own line (white-space: pre-line).
    expect(rules.textContent).toBe(DEFAULT_FRIEND_LINK_RULES);
    expect(rules.textContent?.split('\n')).toHaveLength(4);
    expect(screen.getByText('申请须知')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /申请友链/ })).toBeInTheDocument();
  });

  it('no friends yet: an empty state, a count of 0, and the way to apply', async () => {
    renderFriends({ [LIST]: () => ok(friendsPage([])) });
    expect(await screen.findByText('还没有友链，欢迎成为第一位朋友')).toBeInTheDocument();
    expect(screen.getByText('共 0 位朋友')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '友链列表' })).toBeNull();
    expect(screen.getByRole('button', { name: /申请友链/ })).toBeInTheDocument();
  });

  it('a failed load says 加载友链失败 and offers to try again', async () => {
    let calls = 0;
    const server = renderFriends({
      [LIST]: () => (++calls === 1 ? fail(500, '系统错误') : ok(friendsPage([friend(1, '一号站')]))),
    });
    expect(await screen.findByText('加载友链失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('共 1 位朋友')).toBeInTheDocument();
    expect(server.routes()).toEqual([LIST, LIST]);
  });
});
