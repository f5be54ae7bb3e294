import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocialLink } from '@app/contract';
import { fail, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, saveButton } from '../../../test/form-modal.tsx';
import {
  choosePlatform,
  pageOf,
  platforms,
  renderWithQueries,
  socialLink,
  stubResizeObserver,
} from '../test-support.tsx';
import { SocialLinkFormModal } from './social-link-form-modal.tsx';

const echo: Handler = (body) => ok(socialLink(9, body as Partial<SocialLink>));
const catalogue = {
  'GET /admin/social-links/platforms': () => ok(platforms),
  'GET /admin/social-links': () =>
    ok(pageOf([socialLink(1), socialLink(2, { groupName: '国内平台' }), socialLink(3, { groupName: '开发者' })])),
};

const renderModal = (link: SocialLink | null, routes: Record<string, Handler> = {}) =>
  renderWithQueries(
    { ...catalogue, 'POST /admin/social-links': echo, 'PUT /admin/social-links/4': echo, ...routes },
    (handlers) => <SocialLinkFormModal open link={link} {...handlers} />,
  );

/** What the modal sent, leaving out the catalogue and group reads. */
const writes = (server: ReturnType<typeof renderModal>) => server.requests.filter((r) => !r.route.startsWith('GET'));
const field = (name: string) => screen.getByLabelText(name);
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

/** The body of a new link with every default, its platform and address filled in. */
const defaults = {
  description: null,
  groupName: null,
  sortOrder: 0,
  active: true,
  openInNewTab: true,
  featured: false,
  customIcon: null,
  customColor: null,
};

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('SocialLinkFormModal (spec 02 §5 "Social link form")', () => {
  it('a new link: sort order 0, active, opened in a new tab, not featured, group 其他平台 as the placeholder', async () => {
    renderModal(null);
    expect(screen.getByText('添加链接')).toBeInTheDocument();
    await waitFor(() => expect(field('排序')).toHaveValue('0'));
    expect(screen.getByRole('switch', { name: '启用' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '新窗口打开' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '推荐' })).not.toBeChecked();
    // antd draws an AutoComplete's placeholder beside its input.
    expect(within(field('分组').closest('.ant-select') as HTMLElement).getByText('其他平台')).toBeInTheDocument();
    expect(screen.getByText('显示在页脚「联系」旁')).toBeInTheDocument();
    expect(screen.getByText('图片地址，以 / 或 http 开头才会使用；留空则用平台图标')).toBeInTheDocument();
  });

  it("保存 on an empty form: '请选择平台' and '请输入URL', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await user.click(saveButton());
    expect(await fieldError('请选择平台')).toBeInTheDocument();
    expect(await fieldError('请输入URL')).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it('the picker lists every platform with its mark and finds one by name or code', async () => {
    const user = userEvent.setup();
    renderModal(null);
    const picker = field('平台');
    await user.click(picker);
    const options = () => screen.getAllByText(/.+/, { selector: '.ant-select-item-option-content > span > span' });
    await waitFor(() => expect(options()).toHaveLength(38));
    // The drawn marks arrive with the catalogue: GitHub's path, the e-mail's generic icon.
    const github = screen.getByText('GitHub', { selector: '.ant-select-item-option-content span' });
    await waitFor(() => expect(github.parentElement?.querySelector('svg path')).toHaveAttribute('d', 'M0 0h24v24H0z'));
    await user.type(picker, '邮');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['邮箱']));
    await user.clear(picker);
    await user.type(picker, 'bili');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['哔哩哔哩']));
  });

  it('EMAIL: asks for an address and sends it as typed (the server adds mailto:), the title the platform’s name', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await choosePlatform(user, '邮', '邮箱');
    expect(field('URL')).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByText('填写邮箱地址，保存时自动加上 mailto:')).toBeInTheDocument();
    expect(field('标题')).toHaveAttribute('placeholder', '邮箱');
    await user.type(field('URL'), 'me@example.com');
    await user.click(saveButton());
    expect(await toast('社交链接创建成功')).toBeInTheDocument();
    expect(writes(server)).toEqual([
      {
        route: 'POST /admin/social-links',
        body: { platform: 'EMAIL', url: 'me@example.com', title: '邮箱', ...defaults },
      },
    ]);
    expect(server.onSaved).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['邮', '邮箱', 'not-an-email', '请输入有效的邮箱地址'],
    ['电话', '电话', 'call me', '请输入有效的电话号码'],
    ['git', 'GitHub', 'not a url', '请输入有效的URL'],
    ['git', 'GitHub', 'javascript:alert(1)', '请输入有效的URL'],
    ['git', 'GitHub', 'mailto:me@example.com', '请输入有效的URL'],
  ])('%s → %s: refuses %j with %s, nothing sent', async (search, name, url, message) => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await choosePlatform(user, search, name);
    await user.type(field('URL'), url);
    await user.click(saveButton());
    expect(await fieldError(message)).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
  });

  it('PHONE asks for a number; another platform for an https:// address', async () => {
    const user = userEvent.setup();
    renderModal(null);
    expect(field('URL')).toHaveAttribute('placeholder', 'https://…');
    await choosePlatform(user, '电话', '电话');
    expect(field('URL')).toHaveAttribute('placeholder', '+86 138 0000 0000');
    expect(screen.getByText('填写电话号码，保存时自动加上 tel:')).toBeInTheDocument();
  });

  it('a GitHub address without a scheme is accepted (https:// is added by the server); a typed title is kept', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await choosePlatform(user, 'git', 'GitHub');
    await user.type(field('URL'), 'github.com/someone');
    await user.type(field('标题'), '  我的代码  ');
    await user.type(field('分组'), '开发者');
    await user.click(saveButton());
    expect(await toast('社交链接创建成功')).toBeInTheDocument();
    expect(writes(server).map((r) => r.body)).toEqual([
      { platform: 'GITHUB', url: 'github.com/someone', title: '我的代码', ...defaults, groupName: '开发者' },
    ]);
  });

  it('the group field suggests the groups in use, and 其他平台', async () => {
    const user = userEvent.setup();
    renderModal(null);
    await user.click(field('分组'));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list.closest('.ant-select-dropdown') as HTMLElement)
          .getAllByText(/.+/, { selector: '.ant-select-item-option-content' })
          .map((o) => o.textContent),
      ).toEqual(['开发者', '国内平台', '其他平台']),
    );
  });

  it('a custom colour is sent as #rrggbb; a malformed one is refused; a cleared one is null', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await choosePlatform(user, 'git', 'GitHub');
    await user.type(field('URL'), 'https://github.com/someone');
    expect(field('自定义颜色')).toHaveAttribute('placeholder', '#181717');
    await user.type(field('自定义颜色'), '#FF00');
    await user.click(saveButton());
    expect(await fieldError('颜色必须是 #RRGGBB 格式')).toBeInTheDocument();
    expect(writes(server)).toEqual([]);

    await user.type(field('自定义颜色'), 'AA');
    await user.click(saveButton());
    expect(await toast('社交链接创建成功')).toBeInTheDocument();
    expect(writes(server).map((r) => (r.body as { customColor: unknown }).customColor)).toEqual(['#ff00aa']);

    await user.clear(field('自定义颜色'));
    await user.click(saveButton());
    await waitFor(() => expect(writes(server)).toHaveLength(2));
    expect((writes(server)[1]?.body as { customColor: unknown }).customColor).toBeNull();
  });

  it('a custom icon that does not start with / or http is flagged but does not stop saving', async () => {
    const user = userEvent.setup();
    const server = renderModal(null);
    await choosePlatform(user, 'git', 'GitHub');
    await user.type(field('URL'), 'https://github.com/someone');
    await user.type(field('自定义图标'), 'icon.png');
    expect(await screen.findByText('不以 / 或 http 开头，将不会使用，仍显示平台图标')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await toast('社交链接创建成功')).toBeInTheDocument();
    expect((writes(server)[0]?.body as { customIcon: unknown }).customIcon).toBe('icon.png');
  });

  it('the preview shows the custom icon once it counts, in the custom colour', async () => {
    const user = userEvent.setup();
    renderModal(null);
    await choosePlatform(user, 'git', 'GitHub');
    const preview = () => screen.getByLabelText('预览', { selector: '.asl-preview' });
    await waitFor(() => expect(preview().querySelector('svg')).toHaveAttribute('fill', '#181717'));
    expect(within(preview()).getByText('GitHub')).toBeInTheDocument();
    await user.type(field('自定义颜色'), '#00aa00');
    await waitFor(() => expect(preview().querySelector('svg')).toHaveAttribute('fill', '#00aa00'));
    await user.type(field('自定义图标'), '/uploads/me.png');
    await waitFor(() => expect(preview().querySelector('img')).toHaveAttribute('src', '/uploads/me.png'));
  });

  it("edits: the link's values shown (a title that is the platform's name blank), PUT /admin/social-links/4, then '更新成功'", async () => {
    const user = userEvent.setup();
    const mail = socialLink(4, {
      platform: 'EMAIL',
      platformName: '邮箱',
      title: '邮箱',
      url: 'mailto:me@example.com',
      groupName: '联系我',
      sortOrder: 3,
      featured: true,
      openInNewTab: false,
      customColor: '#123456',
    });
    const server = renderModal(mail);
    expect(screen.getByText('编辑链接')).toBeInTheDocument();
    await waitFor(() => expect(field('URL')).toHaveValue('mailto:me@example.com'));
    expect(field('标题')).toHaveValue('');
    expect(field('标题')).toHaveAttribute('placeholder', '邮箱');
    expect(field('分组')).toHaveValue('联系我');
    expect(field('排序')).toHaveValue('3');
    expect(screen.getByRole('switch', { name: '推荐' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '新窗口打开' })).not.toBeChecked();
    expect(field('自定义颜色')).toHaveValue('#123456');

    await user.click(screen.getByRole('switch', { name: '启用' }));
    await user.click(saveButton());
    expect(await toast('更新成功')).toBeInTheDocument();
    expect(writes(server)).toEqual([
      {
        route: 'PUT /admin/social-links/4',
        body: {
          platform: 'EMAIL',
          url: 'mailto:me@example.com',
          title: '邮箱',
          description: null,
          groupName: '联系我',
          sortOrder: 3,
          active: false,
          openInNewTab: false,
          featured: true,
          customIcon: null,
          customColor: '#123456',
        },
      },
    ]);
  });

  it("a refusal shows the server's words and its field errors; without words, '失败'", async () => {
    const user = userEvent.setup();
    let reply = () =>
      ({
        status: 400,
        data: {
          success: false,
          message: '参数校验失败',
          data: { errors: [{ field: 'url', message: '请输入有效的URL' }] },
        },
      }) as const;
    const server = renderModal(null, { 'POST /admin/social-links': () => reply() });
    await choosePlatform(user, 'git', 'GitHub');
    await user.type(field('URL'), 'github.com/x');
    await user.click(saveButton());
    expect(await toast('参数校验失败')).toBeInTheDocument();
    expect(await fieldError('请输入有效的URL')).toBeInTheDocument();
    reply = () => ({ status: 500, data: {} }) as never;
    await user.type(field('URL'), 'y');
    await user.click(saveButton());
    expect(await toast('失败')).toBeInTheDocument();
    expect(server.onSaved).not.toHaveBeenCalled();
  });

  it('still works when the catalogue cannot be read: names from the contract, a colour dot for the mark', async () => {
    const user = userEvent.setup();
    renderModal(null, { 'GET /admin/social-links/platforms': () => fail(500, '系统繁忙') });
    await user.click(field('平台'));
    const github = await screen.findByText('GitHub', { selector: '.ant-select-item-option-content span' });
    expect(github.parentElement?.querySelector('.asl-platform-dot')).toHaveStyle({ background: '#181717' });
  });
});
