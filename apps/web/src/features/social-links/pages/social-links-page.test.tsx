import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { GITHUB_PATH, renderWithServer, social, stubResizeObserver } from '../test-support.tsx';
import { SocialLinksPage } from './social-links-page.tsx';

const LIST = 'GET /public/social-links';

// antd's Tabs measure their bar.
beforeAll(stubResizeObserver);

const renderSocial = (routes: Record<string, Handler>) => renderWithServer(routes, <SocialLinksPage />);

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
/** Every card of the page, those of hidden tabs too (they are in the server's HTML). */
const card = (title: string) => screen.getByText(title, { selector: '.social-card-title' }).closest('a')!;
/** How many cards a row of the card's group holds on a wide screen (global.css `.card-grid`). */
const columnsOf = (title: string) =>
  card(title).closest<HTMLElement>('.card-grid')!.style.getPropertyValue('--card-columns');

/** 开发 (GitHub, GitLab), 联系方式 (e-mail, phone), 国内平台 (seven links). */
const sample = () => [
  social(1, 'GITHUB', { groupName: '开发', sortOrder: 2, title: '我的 GitHub', description: '开源项目' }),
  social(2, 'GITLAB', { groupName: '开发', sortOrder: 3, title: '我的 GitLab' }),
  social(3, 'EMAIL', {
    groupName: '联系方式',
    sortOrder: 1,
    title: '写信给我',
    url: 'mailto:me@example.com',
    icon: { kind: 'generic', name: 'email' },
  }),
  social(4, 'PHONE', {
    groupName: '联系方式',
    sortOrder: 8,
    title: '打电话',
    url: 'tel:+8613800000000',
    icon: { kind: 'generic', name: 'phone' },
  }),
  ...[10, 11, 12, 13, 14, 15, 16].map((id) => social(id, 'WEIBO', { groupName: '国内平台', sortOrder: 5 })),
];

describe('/social-links (spec 02 §2, §9)', () => {
  it('shows one tab per group with its count, ordered by the smallest sort order in the group', async () => {
    renderSocial({ [LIST]: () => ok(sample()) });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['联系方式 (2)', '开发 (2)', '国内平台 (7)']);
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it("puts every group's cards in the page, the first tab's visible, and switches tabs", async () => {
    renderSocial({ [LIST]: () => ok(sample()) });
    await screen.findByRole('tablist');
    // All groups are rendered (the server's HTML holds every link), the other tabs hidden.
    expect(screen.getByText('我的 GitHub')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /写信给我/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /我的 GitHub/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: '开发 (2)' }));
    expect(await screen.findByRole('link', { name: /我的 GitHub/ })).toBeVisible();
  });

  it('a card shows its mark, title, description and platform', async () => {
    renderSocial({ [LIST]: () => ok(sample()) });
    await screen.findByRole('tablist');
    const github = card('我的 GitHub');
    expect(within(github).getByText('开源项目')).toBeInTheDocument();
    expect(within(github).getByText('GitHub')).toBeInTheDocument();
    const path = github.querySelector('svg path');
    expect(path).toHaveAttribute('d', GITHUB_PATH);
    expect(github.querySelector('svg')).toHaveAttribute('fill', '#181717');
    expect(github.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it('draws generic marks and the owner’s own image by kind', async () => {
    renderSocial({
      [LIST]: () =>
        ok([
          social(1, 'EMAIL', { title: '邮件', url: 'mailto:a@example.com', icon: { kind: 'generic', name: 'email' } }),
          social(2, 'PHONE', { title: '电话', url: 'tel:123456', icon: { kind: 'generic', name: 'phone' } }),
          social(3, 'WEBSITE', { title: '主页', icon: { kind: 'generic', name: 'website' } }),
          social(4, 'LINKEDIN', { title: '领英', icon: { kind: 'generic', name: 'linkedin' } }),
          social(5, 'CUSTOM', { title: '自定义', icon: { kind: 'image', url: '/files/images/me.png' } }),
        ]),
    });
    await screen.findByRole('tablist');
    expect(card('邮件').querySelector('.anticon-mail')).not.toBeNull();
    expect(card('电话').querySelector('.anticon-phone')).not.toBeNull();
    expect(card('主页').querySelector('.anticon-global')).not.toBeNull();
    expect(card('领英').querySelector('.anticon-linkedin')).not.toBeNull();
    expect(card('自定义').querySelector('img')).toHaveAttribute('src', '/files/images/me.png');
    expect(card('自定义').querySelector('svg')).toBeNull();
    // A title that is the platform's name is not said twice.
    expect(within(card('电话')).getAllByText('电话')).toHaveLength(1);
  });

  it('lays the cards of a group out by its size: 2 a row for 3 or fewer, 3 for 6 or fewer, else 4', async () => {
    renderSocial({
      [LIST]: () =>
        ok([
          ...[1, 2].map((id) => social(id, 'GITHUB', { groupName: '两个', title: `两个-${id}` })),
          ...[3, 4, 5, 6, 7].map((id) => social(id, 'GITHUB', { groupName: '五个', title: `五个-${id}` })),
          ...[8, 9, 10, 11, 12, 13, 14].map((id) => social(id, 'GITHUB', { groupName: '七个', title: `七个-${id}` })),
        ]),
    });
    await screen.findByRole('tablist');
    expect(columnsOf('两个-1')).toBe('2');
    expect(columnsOf('五个-3')).toBe('3');
    expect(columnsOf('七个-8')).toBe('4');
  });

  it('opens a web link in a new tab (rel noopener) when asked, mailto: and tel: in place', async () => {
    renderSocial({
      [LIST]: () =>
        ok([
          ...sample(),
          social(20, 'BLOG', { title: '同一窗口', groupName: '开发', sortOrder: 4, openInNewTab: false }),
        ]),
    });
    await screen.findByRole('tablist');
    expect(card('我的 GitHub')).toHaveAttribute('href', 'https://example.com/1');
    expect(card('我的 GitHub')).toHaveAttribute('target', '_blank');
    expect(card('我的 GitHub').getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(card('同一窗口')).not.toHaveAttribute('target');
    expect(card('写信给我')).toHaveAttribute('href', 'mailto:me@example.com');
    expect(card('写信给我')).not.toHaveAttribute('target');
    expect(card('打电话')).toHaveAttribute('href', 'tel:+8613800000000');
    expect(card('打电话')).not.toHaveAttribute('target');
  });

  it('counts a click on the side; a failure is ignored and the link still opens', async () => {
    let answered = false;
    const server = renderSocial({
      [LIST]: () => ok(sample()),
      'POST /public/social-links/3/click': () => {
        answered = true;
        return fail(500, '系统错误，请稍后重试');
      },
    });
    await screen.findByRole('tablist');
    const link = card('写信给我');
    const event = createEvent.click(link, { button: 0 });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(false);
    await waitFor(() => expect(answered).toBe(true));
    expect(server.routes()).toEqual([LIST, 'POST /public/social-links/3/click']);
    expect(screen.queryByText('系统错误，请稍后重试')).not.toBeInTheDocument();
  });

  it('no links yet: an empty state', async () => {
    renderSocial({ [LIST]: () => ok([]) });
    expect(await screen.findByText('还没有社交链接')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('a failed load says 加载社交链接失败 and offers to try again', async () => {
    let calls = 0;
    renderSocial({ [LIST]: () => (++calls === 1 ? fail(500, '系统错误') : ok(sample())) });
    expect(await screen.findByText('加载社交链接失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });
});
