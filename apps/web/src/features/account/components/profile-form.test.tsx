import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { UserMenu } from '../../../app/layouts/user-menu.tsx';
import { useSession } from '../../auth/index.ts';
import { ProfileForm } from './profile-form.tsx';
import { alice, fail, fakeServer, ok, type Reply } from '../../../test/fake-server.ts';
import { InApp, resetSessionBeforeEach, routerAt, signInAlice } from '../../../test/signed-in.tsx';

/** Alice on the settings page, under the top bar's user menu; PUT /user/profile reads displayName from the query, like the real one. */
function renderProfile(
  reply: (params: Record<string, string>) => Reply = (p) => ok({ ...alice, displayName: p.displayName }),
  wrapClient: (client: ApiClient) => ApiClient = (c) => c,
) {
  const server = fakeServer(
    { 'GET /user/profile': () => ok(alice), 'PUT /user/profile': (_body, params) => reply(params) },
    { getToken: () => useSession.getState().token },
  );
  const client = wrapClient(server.client);
  signInAlice(client);
  const router = routerAt([
    {
      path: '/user/settings',
      element: (
        <>
          <header data-testid="top-bar">
            <UserMenu />
          </header>
          <ProfileForm />
        </>
      ),
    },
  ]);
  render(<InApp client={client} router={router} />);
  return server;
}

const nameField = () => screen.getByLabelText('显示名称');
const save = () => screen.getByRole('button', { name: /^保\s?存$/ });
const topBar = () => within(screen.getByTestId('top-bar'));

// Typing through user-event into antd in jsdom is slow, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetSessionBeforeEach();

describe('ProfileForm (spec 01 §2 Account settings, §5, §7, §8)', () => {
  it('shows the username (read only) and the current display name', async () => {
    renderProfile();
    expect(screen.getByDisplayValue('alice')).toBeDisabled();
    expect(nameField()).toHaveValue('爱丽丝');
    // The signed-in menu loads on demand (the first import of its module takes a while under test).
    expect(await topBar().findByText('爱丽丝', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    ['empty', '', '请输入显示名称'],
    ['only spaces', '   ', '请输入显示名称'],
    ['one character', '甲', '显示名称至少2个字符'],
    ['one character between spaces', ' 甲 ', '显示名称至少2个字符'],
  ])('refuses a name that is %s with the spec text and sends nothing', async (_label, value, text) => {
    const user = userEvent.setup();
    const server = renderProfile();
    await user.clear(nameField());
    if (value) await user.type(nameField(), value);
    await user.click(save());
    expect(await screen.findByText(text, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(useSession.getState().user).toEqual(alice);
  });

  it("success: PUT /user/profile with displayName in the query and no body, '昵称修改成功', and the top bar shows the new name at once", async () => {
    const user = userEvent.setup();
    const server = renderProfile();
    await user.clear(nameField());
    await user.type(nameField(), '  小爱  ');
    await user.click(save());

    expect(await screen.findByText('昵称修改成功')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ route: 'PUT /user/profile', params: { displayName: '小爱' } });
    expect(request?.body).toBeUndefined();
    expect(request?.uri).toBe('/api/user/profile?displayName=' + encodeURIComponent('小爱'));
    expect(useSession.getState().user).toEqual({ ...alice, displayName: '小爱' });
    expect(await topBar().findByText('小爱')).toBeInTheDocument();
    expect(topBar().queryByText('爱丽丝')).not.toBeInTheDocument();
  });

  it('a two-character name is enough', async () => {
    const user = userEvent.setup();
    const server = renderProfile();
    await user.clear(nameField());
    await user.type(nameField(), '小爱');
    await user.click(save());
    expect(await screen.findByText('昵称修改成功')).toBeInTheDocument();
    expect(server.requests[0]?.params).toEqual({ displayName: '小爱' });
  });

  it("a refusal shows the server's message and leaves the session and the top bar as they were", async () => {
    const user = userEvent.setup();
    renderProfile(() => fail(400, '显示名称不能超过30个字符'));
    await user.clear(nameField());
    await user.type(nameField(), '小爱');
    await user.click(save());
    expect(await screen.findByText('显示名称不能超过30个字符')).toBeInTheDocument();
    expect(screen.queryByText('昵称修改成功')).not.toBeInTheDocument();
    expect(useSession.getState().user).toEqual(alice);
    expect(topBar().getByText('爱丽丝')).toBeInTheDocument();
  });

  it("a failure without a message: '更新资料失败'", async () => {
    const user = userEvent.setup();
    renderProfile(undefined, (client) => ({ ...client, put: () => Promise.reject(new Error('')) }));
    await user.clear(nameField());
    await user.type(nameField(), '小爱');
    await user.click(save());
    expect(await screen.findByText('更新资料失败')).toBeInTheDocument();
    expect(useSession.getState().user).toEqual(alice);
  });
});
