import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { useSession } from '../../features/auth/index.ts';
import { PlainSkeletonButton } from '../../shared/ui/plain-skeleton.tsx';
import { PlainLinkButton } from '../../shared/ui/plain-button.tsx';
import { PlainSpace } from '../../shared/ui/plain-space.tsx';

const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

/** Shown until the session is known (every server render), and while the signed-in menu loads. */
const pending = <PlainSkeletonButton width={96} />;

/**
 * The signed-in user's menu, or login and register links in a button's look; a placeholder until the
 * session is known. They are antd's look in plain markup (PlainLinkButton): drawn once the session is
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
        <PlainLinkButton to={authPathWithReturn('/auth/login', here)}>登录</PlainLinkButton>
        <PlainLinkButton type="primary" to={authPathWithReturn('/auth/register', here)}>
          注册
        </PlainLinkButton>
      </PlainSpace>
    );
  }
  return (
    <Suspense fallback={pending}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
