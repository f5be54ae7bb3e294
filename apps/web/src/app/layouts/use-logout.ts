import { useNavigate, useLocation } from 'react-router';
import { isAdminAreaPath, isSignedInAreaPath } from '@app/contract';
import { useSession } from '../../features/auth/index.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/** Logout: the server revokes the token; from /user/* or /admin/* the user lands on /. */
export function useLogout(): () => Promise<void> {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  return async () => {
    await logout();
    message.success('已退出登录');
    if (isSignedInAreaPath(location.pathname) || isAdminAreaPath(location.pathname))
      await navigate('/', { replace: true });
  };
}
