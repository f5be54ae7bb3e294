import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, PageResult } from '@app/contract';
import { alice, fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubResizeObserver } from '../../../test/jsdom-stubs.ts';
import { useSession } from '../../auth/index.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

const admin: AdminUser = {
  ...alice,
  id: 1,
  username: 'admin',
  displayName: '站长',
  role: 'ADMIN',
  commentCount: 0,
  likeCount: 0,
  favoriteCount: 0,
};
const waiting: AdminUser = {
  ...alice,
  id: 7,
  username: 'lihua',
  displayName: '李华',
  status: 'PENDING',
  isApproved: false,
  commentCount: 3,
  likeCount: 2,
  favoriteCount: 1,
};
const page = (content: AdminUser[]): PageResult<AdminUser> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 10,
});

function renderUsers(routes: Record<string, Handler> = {}) {
  const server = fakeServer({
    'GET /admin/users': () => ok(page([waiting, admin])),
    'GET /admin/users/registration-settings': () => ok({ requireApproval: false }),
    ...routes,
  });
  renderPage(server.client, createMemoryRouter([{ path: '/', element: <AdminUsersPage /> }]));
  return server;
}
const rowOf = async (username: string) => (await screen.findByText(`@${username}`)).closest('tr') as HTMLElement;

beforeAll(stubResizeObserver);
beforeEach(() => {
  useSession.setState({ user: admin, token: 'tok', isAuthenticated: true });
});

describe('AdminUsersPage (/admin/users)', () => {
  it('lists each user with role, status, approval and their comments / likes / favourites', async () => {
    renderUsers();
    const row = await rowOf('lihua');
    expect(row).toHaveTextContent('李华@lihua');
    expect(row).toHaveTextContent('普通用户待审核否3 / 2 / 1');
  });

  it('approves a waiting user and reloads the list', async () => {
    const user = userEvent.setup();
    let approved = false;
    const server = renderUsers({
      'GET /admin/users': () => ok(page([approved ? { ...waiting, status: 'ACTIVE', isApproved: true } : waiting])),
      'POST /admin/users/7/approve': () => {
        approved = true;
        return ok({ ...waiting, status: 'ACTIVE', isApproved: true });
      },
    });
    await user.click(within(await rowOf('lihua')).getByRole('button', { name: '审核通过：lihua' }));
    expect(await screen.findByText('用户已审核通过')).toBeInTheDocument();
    expect(await screen.findByText('正常')).toBeInTheDocument();
    expect(server.routes()).toContain('POST /admin/users/7/approve');
  });

  it('deletes with the e-mailed code: confirm only with 6 characters, a refused code keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    const server = renderUsers({
      'POST /admin/users/7/send-delete-code': () => ok(null),
      'DELETE /admin/users/7': (body) => (body.verificationCode === '123456' ? ok(null) : fail(400, '验证码错误')),
    });
    await user.click(within(await rowOf('lihua')).getByRole('button', { name: '删除：lihua' }));
    // The modal, found by what it asks (jsdom gives antd's dialog no accessible name while it opens).
    const dialog = (await screen.findByText(/确定删除用户「李华」（@lihua）吗？/)).closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('删除用户');
    const confirm = within(dialog).getByRole('button', { name: /删\s*除/ });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /获取验证码/ }));
    await user.type(within(dialog).getByLabelText('验证码'), '654321');
    await user.click(confirm);
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('验证码')).toHaveValue('654321');
    await user.clear(within(dialog).getByLabelText('验证码'));
    await user.type(within(dialog).getByLabelText('验证码'), '123456');
    await user.click(confirm);
    expect(await screen.findByText('用户已删除')).toBeInTheDocument();
    expect(server.bodiesOf('DELETE /admin/users/7')).toEqual([
      { verificationCode: '654321' },
      { verificationCode: '123456' },
    ]);
    // A long story of typing and two round trips: more than the default 5 s on a busy machine.
  }, 20_000);

  it('offers no way to deactivate or delete oneself', async () => {
    renderUsers();
    const row = await rowOf('admin');
    expect(within(row).getByRole('button', { name: '停用：admin' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: '删除：admin' })).toBeDisabled();
  });
});
