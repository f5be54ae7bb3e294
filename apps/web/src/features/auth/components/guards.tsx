import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../shared/ui/loading-screen.tsx';
import { loginPathWithReturn } from '../../../shared/api/login-redirect.ts';
import { useSession } from '../session-store.ts';
import { ForbiddenPage } from './forbidden-page.tsx';

/** Signed-in area: a loading screen while validating, then login with the return parameter. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialized, loading, isAuthenticated } = useSession();
  const location = useLocation();
  if (!initialized || loading) return <LoadingScreen text="正在验证登录状态…" />;
  if (!isAuthenticated) return <Navigate to={loginPathWithReturn(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** Admin area: as the signed-in area, and a 403 page for any role other than ADMIN. */
export function RequireAdmin({
  children,
  forbidden = <ForbiddenPage />,
}: {
  children: ReactNode;
  forbidden?: ReactNode;
}) {
  const user = useSession((s) => s.user);
  return <RequireAuth>{user?.role === 'ADMIN' ? children : forbidden}</RequireAuth>;
}
