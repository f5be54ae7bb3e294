import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/link.tsx';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { useSession } from '../../features/auth/index.ts';
import { PlainSkeletonButton } from '../../shared/ui/plain-skeleton.tsx';
import { PlainButton } from '../../shared/ui/plain-button.tsx';
import { PlainSpace } from '../../shared/ui/plain-space.tsx';

const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

/** Shown until the session is known (every server render), and while the signed-in menu loads. */
const pending = <PlainSkeletonButton width={96} />;

/**
 * The signed-in user's menu, or login and register buttons; a placeholder until the session is known.
 * The buttons are antd's look in plain markup (PlainButton): they are drawn once the session is
 * known, after hydration, and on a page with no antd Button yet, antd's first one (its tokens,
 * styles, loading motion and wave) took that task ~100 ms more on a CPU slowed four times.
 */
export function UserMenu() {
  const { initialized, isAuthenticated, user } = useSession();
  // Signing in or up from here comes back here.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  if (!initialized) return pending;
  if (!isAuthenticated || !user) {
    return (
      <PlainSpace gap={8}>
        <Link to={authPathWithReturn('/auth/login', here)}>
          <PlainButton type="text">登录</PlainButton>
        </Link>
        <Link to={authPathWithReturn('/auth/register', here)}>
          <PlainButton type="primary">注册</PlainButton>
        </Link>
      </PlainSpace>
    );
  }
  return (
    <Suspense fallback={pending}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
