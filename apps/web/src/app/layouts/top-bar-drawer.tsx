import { Drawer, Menu } from 'antd';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { publicMenu, userMenuFor } from '../navigation.ts';
import { useLogout } from './use-logout.ts';

/**
 * Below 768 px the top bar's menu and account items, in a side drawer. Loaded when the reader first
 * opens it (top-bar.tsx): a page's first visit does not download antd's Drawer and Menu.
 */
export default function TopBarDrawer({
  open,
  selected,
  onClose,
  go,
}: {
  open: boolean;
  selected: string | undefined;
  onClose: () => void;
  go: (path: string) => void;
}) {
  const location = useLocation();
  const { isAuthenticated, user } = useSession();
  const logout = useLogout();
  return (
    <Drawer title="菜单" placement="right" open={open} onClose={onClose} size={280}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => (key === 'logout' ? (onClose(), void logout()) : go(key))}
        items={[
          ...publicMenu.map((m) => ({ key: m.path, label: m.label })),
          { type: 'divider' as const },
          ...(isAuthenticated && user
            ? [
                ...userMenuFor(user).map((i) => ({ key: i.path, label: i.label })),
                { key: 'logout', label: '退出登录', danger: true },
              ]
            : [
                // Signing in or up from here comes back here.
                { key: authPathWithReturn('/auth/login', location.pathname + location.search), label: '登录' },
                { key: authPathWithReturn('/auth/register', location.pathname + location.search), label: '注册' },
              ]),
        ]}
      />
    </Drawer>
  );
}
