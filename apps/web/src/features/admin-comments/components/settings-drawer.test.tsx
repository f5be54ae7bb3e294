import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMMENT_SETTINGS, type CommentSettings } from '@app/contract';
import { fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, saveButton } from '../../../test/form-modal.tsx';
import { renderPage } from '../../../test/render-page.tsx';
import { stubResizeObserver } from '../test-support.ts';
import { SettingsDrawer } from './settings-drawer.tsx';

const saved: CommentSettings = {
  ...DEFAULT_COMMENT_SETTINGS,
  moderation: 'FIRST',
  reviewWords: ['加微信', '代购'],
  spamWords: ['博彩'],
};

function renderDrawer(routes: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /admin/comments/settings': () => ok(saved),
    'PUT /admin/comments/settings': (body) => ok(body),
    ...routes,
  });
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <SettingsDrawer open onClose={onClose} /> }]);
  renderPage(server.client, router);
  return { ...server, onClose, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name);
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('SettingsDrawer (评论设置)', () => {
  it('shows the saved settings: the mode, each word list one a line with its count, the limits', async () => {
    renderDrawer();
    expect(await screen.findByRole('radio', { name: '仅用户的第一条评论需审核' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '所有评论都需审核' })).not.toBeChecked();
    expect(field('审核词')).toHaveValue('加微信\n代购');
    expect(field('垃圾词')).toHaveValue('博彩');
    expect(screen.getByText('共 2 个词')).toBeInTheDocument();
    expect(screen.getByText('共 1 个词')).toBeInTheDocument();
    expect(field('链接数上限')).toHaveValue('2');
    expect(field('每分钟最多')).toHaveValue('5');
    expect(field('每天最多')).toHaveValue('50');
    expect(field('垃圾评论用户')).toHaveValue('3');
    // Each rule says what it does.
    expect(screen.getByText(/评论包含其中任一词时进入待审核/)).toBeInTheDocument();
    expect(screen.getByText(/同一用户和同一 IP 地址分别计数/)).toBeInTheDocument();
  });

  it("saves: words split by lines (blank lines and repeats dropped), PUT the settings, '评论设置已保存', closed", async () => {
    const server = renderDrawer();
    await server.user.click(await screen.findByRole('radio', { name: '所有评论都需审核' }));
    await server.user.clear(field('审核词'));
    await server.user.type(field('审核词'), '  加微信 {Enter}{Enter}代购{Enter}加微信{Enter}刷单');
    expect(screen.getByText('共 3 个词')).toBeInTheDocument();
    await server.user.clear(field('每分钟最多'));
    await server.user.type(field('每分钟最多'), '3');
    await server.user.click(saveButton());
    expect(await toast('评论设置已保存')).toBeInTheDocument();
    expect(server.bodiesOf('PUT /admin/comments/settings')).toEqual([
      { ...saved, moderation: 'ALL', reviewWords: ['加微信', '代购', '刷单'], perMinute: 3 },
    ]);
    expect(server.onClose).toHaveBeenCalled();
  });

  it('checks the fields by the contract, in Chinese, and sends nothing while one is wrong', async () => {
    const server = renderDrawer();
    await screen.findByRole('radio', { name: '所有评论都需审核' });
    await server.user.clear(field('每分钟最多'));
    await server.user.type(field('每分钟最多'), '0');
    await server.user.clear(field('每天最多'));
    await server.user.clear(field('链接数上限'));
    await server.user.type(field('链接数上限'), '21');
    await server.user.clear(field('垃圾评论用户'));
    await server.user.type(field('垃圾评论用户'), '101');
    await server.user.type(field('垃圾词'), `{Enter}${'长'.repeat(51)}`);
    await server.user.click(saveButton());
    expect(await fieldError('每分钟至少1条')).toBeInTheDocument();
    expect(await fieldError('请输入每天的条数')).toBeInTheDocument();
    expect(await fieldError('链接数不能超过20')).toBeInTheDocument();
    expect(await fieldError('不能超过100')).toBeInTheDocument();
    expect(await fieldError(`「${'长'.repeat(12)}…」：垃圾词不能超过50个字符`)).toBeInTheDocument();
    expect(server.routes()).not.toContain('PUT /admin/comments/settings');
    expect(server.onClose).not.toHaveBeenCalled();
  });

  it("a refused save puts the server's field errors on the fields and keeps the drawer", async () => {
    const server = renderDrawer({
      'PUT /admin/comments/settings': () => ({
        status: 400,
        data: {
          success: false,
          message: '参数校验失败',
          code: 'VALIDATION_FAILED',
          data: { errors: [{ field: 'spamWords.0', message: '垃圾词不能为空' }] },
        },
      }),
    });
    await screen.findByRole('radio', { name: '所有评论都需审核' });
    await server.user.click(saveButton());
    expect(await fieldError('垃圾词不能为空')).toBeInTheDocument();
    expect(await toast('参数校验失败')).toBeInTheDocument();
    expect(server.onClose).not.toHaveBeenCalled();
  });

  it("a failed load says '获取评论设置失败' and offers nothing to save", async () => {
    renderDrawer({ 'GET /admin/comments/settings': () => ({ status: 500 }) });
    expect(await screen.findByText('获取评论设置失败')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(within(document.body).queryByLabelText('审核词')).not.toBeInTheDocument();
  });
});
