import { lazy, Suspense } from 'react';
import { Button, Space } from 'antd';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/link.tsx';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { useSession } from '../../features/auth/index.ts';
import { PlainSkeletonButton } from '../../shared/ui/plain-skeleton.tsx';

const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

/** Shown until the session is known (every server render), and while the signed-in menu loads. */
const pending = <PlainSkeletonButton width={96} />;

/** The signed-in user's menu, or login and register buttons; a placeholder until the session is known. */
export function UserMenu() {
  const { initialized, isAuthenticated, user } = useSession();
  // Signing in or up from here comes back here.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  if (!initialized) return pending;
  if (!isAuthenticated || !user) {
    return (
      <Space size={8}>
        <Link to={authPathWithReturn('/auth/login', here)}>
          <Button type="text">登录</Button>
        </Link>
        <Link to={authPathWithReturn('/auth/register', here)}>
          <Button type="primary">注册</Button>
        </Link>
      </Space>
    );
  }
  return (
    <Suspense fallback={pending}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
