import { Card, Layout, Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RequireAuth } from '../../features/auth/index.ts';
import { TopBar } from './top-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { selectedMenuKey, userAreaMenu } from '../navigation.ts';
import { BackToTop } from '../../shared/ui/back-to-top.tsx';
import { userAreaIcons } from './user-area-icons.tsx';

const items = userAreaMenu.map((m) => ({ key: m.path, icon: userAreaIcons[m.icon], label: m.label }));

/** The signed-in area: the public top bar, a section menu, and the page. Client-only. */
export function UserLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = selectedMenuKey(
    location.pathname,
    items.map((i) => i.key),
  );
  return (
    <Layout className="shell">
      <TopBar />
      <main className="shell-content user-area">
        <RequireAuth>
          <div className="user-area-grid">
            <Card className="user-area-nav" styles={{ body: { padding: 8 } }}>
              <Menu
                mode="inline"
                selectedKeys={selected ? [selected] : []}
                items={items}
                onClick={({ key }) => void navigate(key)}
                style={{ borderInlineEnd: 'none' }}
              />
            </Card>
            <div className="user-area-page">
              <Outlet />
            </div>
          </div>
        </RequireAuth>
      </main>
      <SiteFooter />
      <BackToTop />
    </Layout>
  );
}
