import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicSocialLink, SiteInfo } from '@app/contract';
import { fail, fakeServer, ok, type Handler } from '../../test/fake-server.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SiteFooter } from './site-footer.tsx';

const info: SiteInfo = { siteName: '小站', tagline: '记录生活', description: '' };

const link = (id: number, title: string, opts: Partial<PublicSocialLink> = {}): PublicSocialLink => ({
  id,
  platform: 'GITHUB',
  platformName: 'GitHub',
  title,
  url: `https://example.com/${id}`,
  description: null,
  groupName: '其他平台',
  sortOrder: id,
  openInNewTab: true,
  featured: true,
  icon: { kind: 'brand', path: 'M0 0h24v24H0z' },
  color: '#181717',
  ...opts,
});

function renderFooter(links: Handler) {
  const server = fakeServer({ 'GET /public/site/info': () => ok(info), 'GET /public/social-links': links });
  renderPage(server.client, createMemoryRouter([{ path: '*', element: <SiteFooter /> }]));
  return server;
}

const footerNav = () => screen.getByRole('navigation', { name: '页脚链接' });

describe('the footer (spec 01 §2, spec 02 §2)', () => {
  it('links 关于我, 联系 (→ /social-links) and 隐私政策, in that order', async () => {
    renderFooter(() => ok([]));
    await screen.findByText(/小站/);
    const names = within(footerNav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(names).toEqual([
      ['关于我', '/articles/about'],
      ['联系', '/social-links'],
      ['隐私政策', '/articles/privacy'],
    ]);
  });

  it('shows the featured links as icons beside 联系, named by their titles', async () => {
    renderFooter(() =>
      ok([
        link(1, '我的 GitHub'),
        link(2, '不在页脚', { featured: false }),
        link(3, '写信给我', { url: 'mailto:me@example.com', icon: { kind: 'generic', name: 'email' } }),
      ]),
    );
    const github = await screen.findByRole('link', { name: '我的 GitHub' });
    const contact = screen.getByRole('link', { name: '联系' });
    // Beside 联系: in the same group, right after it.
    expect(contact.parentElement).toContainElement(github);
    expect(github).toHaveAttribute('title', '我的 GitHub');
    expect(github).toHaveAttribute('target', '_blank');
    expect(github.querySelector('svg path')).toHaveAttribute('d', 'M0 0h24v24H0z');
    const mail = screen.getByRole('link', { name: '写信给我' });
    expect(mail).toHaveAttribute('href', 'mailto:me@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(mail.querySelector('.anticon-mail')).not.toBeNull();
    expect(screen.queryByRole('link', { name: '不在页脚' })).toBeNull();
  });

  it('without the links (none featured, or the call failed) shows 联系 alone', async () => {
    const server = renderFooter(() => fail(500, '系统错误'));
    await waitFor(() => expect(server.routes()).toContain('GET /public/social-links'));
    await screen.findByText(/小站/);
    expect(within(footerNav()).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText('系统错误')).toBeNull();
  });
});
