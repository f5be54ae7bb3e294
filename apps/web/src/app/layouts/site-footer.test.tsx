import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_INFO, type PublicSocialLink, type SiteInfo } from '@app/contract';
import { fail, fakeServer, ok, type Handler } from '../../test/fake-server.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SiteFooter } from './site-footer.tsx';

const info: SiteInfo = { ...DEFAULT_SITE_INFO, siteName: '小站', tagline: '记录生活' };

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

function renderFooter(links: Handler, site: SiteInfo = info) {
  const server = fakeServer({ 'GET /public/site/info': () => ok(site), 'GET /public/social-links': links });
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
      ['关于我', '/pages/about'],
      ['联系', '/social-links'],
      ['隐私政策', '/pages/privacy'],
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

  it("links 关于我 and 隐私政策 where the owner's settings say, leaves out an empty one, opens an address elsewhere in a new tab", async () => {
    renderFooter(() => ok([]), { ...info, aboutPath: 'https://me.example.com/about', privacyPath: '' });
    await screen.findByText(/小站/);
    const links = within(footerNav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['关于我', 'https://me.example.com/about'],
      ['联系', '/social-links'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('shows the 备案号 linking to the MIIT filing system when set, and nothing when not', async () => {
    renderFooter(() => ok([]), { ...info, icpNumber: '京ICP备12345678号-1' });
    const icp = await screen.findByRole('link', { name: '京ICP备12345678号-1' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(icp).toHaveAttribute('target', '_blank');
  });

  it('has no 备案号 line when none is set', async () => {
    renderFooter(() => ok([]));
    await screen.findByText(/小站/);
    expect(screen.queryByRole('link', { name: /ICP/ })).toBeNull();
    expect(document.querySelector('.site-footer-icp')).toBeNull();
  });
});
