import { useState } from 'react';
import { Button, Drawer, Menu, theme } from 'antd';
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../features/site/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { publicMenu, selectedMenuKey, userMenu } from '../navigation.ts';
import { authPathWithReturn } from '../../shared/api/login-redirect.ts';
import { SearchBox } from '../../features/search/index.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import { useLogout } from './use-logout.ts';

export function Brand() {
  const api = useApi();
  const { data } = useQuery(siteInfoQuery(api));
  return (
    <Link to="/" className="brand" aria-label={`${data?.siteName ?? ''} 首页`}>
      {data?.logoUrl ? (
        <img className="brand-logo" src={data.logoUrl} alt="" aria-hidden />
      ) : (
        <span className="brand-mark" aria-hidden>
          轻
        </span>
      )}
      <span className="brand-name">{data?.siteName}</span>
    </Link>
  );
}

/** Spec 01 §2 top bar; below 768 px the menu and account items move into a side drawer. */
export function TopBar() {
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { isAuthenticated, user } = useSession();
  const logout = useLogout();
  const selected = selectedMenuKey(
    location.pathname,
    publicMenu.map((m) => m.path),
  );
  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  return (
    <header
      className="top-bar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div className="top-bar-inner">
        <Brand />
        <nav className="top-bar-menu desktop-only" aria-label="主导航">
          <Menu
            mode="horizontal"
            selectedKeys={selected ? [selected] : []}
            items={publicMenu.map((m) => ({ key: m.path, label: <Link to={m.path}>{m.label}</Link> }))}
            style={{ borderBottom: 'none', background: 'transparent', minWidth: 0, flex: 1 }}
          />
        </nav>
        <div className="top-bar-actions">
          <span className="desktop-only">
            <SearchBox className="top-bar-search" />
          </span>
          <Button
            className="mobile-only"
            type="text"
            aria-label="搜索"
            icon={<SearchOutlined />}
            onClick={() => go('/search')}
          />
          <ThemeToggle />
          <span className="desktop-only">
            <UserMenu />
          </span>
          <Button
            className="mobile-only"
            type="text"
            aria-label="打开菜单"
            icon={<MenuOutlined />}
            onClick={() => setOpen(true)}
          />
        </div>
      </div>
      <Drawer title="菜单" placement="right" open={open} onClose={() => setOpen(false)} size={280}>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 'none' }}
          onClick={({ key }) => (key === 'logout' ? (setOpen(false), void logout()) : go(key))}
          items={[
            ...publicMenu.map((m) => ({ key: m.path, label: m.label })),
            { type: 'divider' as const },
            ...(isAuthenticated && user
              ? [
                  ...userMenu
                    .filter((i) => !i.adminOnly || user.role === 'ADMIN')
                    .map((i) => ({ key: i.path, label: i.label })),
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
    </header>
  );
}
