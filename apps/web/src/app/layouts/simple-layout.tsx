import { theme } from 'antd';
import { Outlet } from 'react-router';
import { Brand } from './top-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** /auth/*: a header only, the form centred; the frame plain, as MainLayout's. */
export function SimpleLayout() {
  const { token } = theme.useToken();
  return (
    <div className="shell">
      <header
        className="top-bar"
        style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <div className="top-bar-inner">
          <Brand />
          <div className="top-bar-actions">
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="shell-content simple-content">
        <Outlet />
      </main>
    </div>
  );
}
