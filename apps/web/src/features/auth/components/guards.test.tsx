import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@app/contract';
import { useSession, type SessionState } from '../session-store.ts';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

const LOADING = '正在验证登录状态…';
const FORBIDDEN = '抱歉，您没有权限访问此页面。';

const user = (role: User['role']): User => ({
  id: role === 'ADMIN' ? 1 : 2,
  username: role === 'ADMIN' ? 'admin' : 'alice',
  displayName: role === 'ADMIN' ? '管理员' : '爱丽丝',
  email: `${role.toLowerCase()}@example.com`,
  avatarUrl: null,
  role,
  status: 'ACTIVE',
  createdAt: '2024-01-01T00:00:00.000Z',
  isApproved: true,
});

const initialState = useSession.getState();
const guest: Partial<SessionState> = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  initialized: true,
  error: null,
};
const signedIn = (role: User['role']): Partial<SessionState> => ({
  user: user(role),
  token: 't',
  isAuthenticated: true,
  loading: false,
  initialized: true,
  error: null,
});

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginProbe /> },
      {
        path: '/user/*',
        element: (
          <RequireAuth>
            <p>用户中心内容</p>
          </RequireAuth>
        ),
      },
      {
        path: '/admin/*',
        element: (
          <RequireAdmin>
            <p>后台内容</p>
          </RequireAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <FeedbackProvider preload>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return router;
}

beforeEach(() => {
  useSession.setState(initialState, true);
});

describe('RequireAuth (spec 01 §4 Guards)', () => {
  it('shows the loading screen before the session is initialized', () => {
    renderAt('/user/settings');
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(screen.queryByText('用户中心内容')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('shows the loading screen while a check is under way, even after initialization', () => {
    useSession.setState({ ...guest, loading: true });
    renderAt('/user/settings');
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('redirects a guest to the login page with the path and query to return to', async () => {
    useSession.setState(guest);
    const target = '/user/settings?tab=email&page=2';
    const router = renderAt(target);
    const login = await screen.findByTestId('login');

    expect(login).toHaveTextContent('/auth/login?redirect=' + encodeURIComponent(target), {
      normalizeWhitespace: false,
    });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fsettings%3Ftab%3Demail%26page%3D2');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(target);
    expect(screen.queryByText('用户中心内容')).not.toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('replaces the guarded entry, so Back does not return to it', async () => {
    useSession.setState(guest);
    const router = renderAt('/user/dashboard');
    await screen.findByTestId('login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in user', () => {
    useSession.setState(signedIn('USER'));
    renderAt('/user/settings');
    expect(screen.getByText('用户中心内容')).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('moves from the loading screen to the page once the session is validated', () => {
    renderAt('/user/profile');
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    act(() => useSession.setState(signedIn('USER')));
    expect(screen.getByText('用户中心内容')).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('moves from the loading screen to the login page when validation fails', async () => {
    const router = renderAt('/user/profile');
    act(() => useSession.setState({ ...guest, error: '无法验证会话，请重新登录' }));
    await screen.findByTestId('login');
    expect(router.state.location.search).toBe('?redirect=' + encodeURIComponent('/user/profile'));
  });
});

describe('RequireAdmin (spec 01 §4 Guards, §6)', () => {
  it('shows the loading screen before the session is initialized', () => {
    renderAt('/admin/dashboard');
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
    expect(screen.queryByText('后台内容')).not.toBeInTheDocument();
  });

  it('redirects a guest to login with the return parameter, not to the 403 page', async () => {
    useSession.setState(guest);
    const router = renderAt('/admin/tags?page=2');
    await screen.findByTestId('login');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/tags?page=2');
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
  });

  it('shows the 403 page to a USER', () => {
    useSession.setState(signedIn('USER'));
    const router = renderAt('/admin/dashboard');
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText('后台内容')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the admin page to an ADMIN', () => {
    useSession.setState(signedIn('ADMIN'));
    renderAt('/admin/dashboard');
    expect(screen.getByText('后台内容')).toBeInTheDocument();
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('follows a role change without a reload', () => {
    useSession.setState(signedIn('ADMIN'));
    renderAt('/admin/dashboard');
    act(() => useSession.setState({ user: user('USER') }));
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText('后台内容')).not.toBeInTheDocument();
  });
});
