import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TopBar } from './top-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteBackground } from '../appearance/site-background.tsx';
import { BackToTop } from '../../shared/ui/back-to-top.tsx';

/**
 * Public pages: top bar, content, footer, and the scroll-to-top button after 300 px. The frame is
 * antd's Layout drawn as plain markup (global.css `.shell`): every page would load the component.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="shell">
      <SiteBackground />
      <TopBar />
      <main className="shell-content">{children ?? <Outlet />}</main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
