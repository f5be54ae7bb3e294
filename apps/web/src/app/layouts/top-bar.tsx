import { Suspense, useState } from 'react';
import { clsx } from 'clsx';
import menuIcon from 'icon-mask:MenuOutlined';
import searchIcon from 'icon-mask:SearchOutlined';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../shared/ui/link.tsx';
import { useApi } from '../../shared/api/api-context.tsx';
import { siteInfoQuery } from '../../features/site/index.ts';
import { publicMenu, selectedMenuKey } from '../navigation.ts';
import { SearchBox } from '../../features/search/index.ts';
import { lazyWithPreload } from '../../shared/lib/lazy-with-preload.ts';
import { MaskIcon } from '../../shared/ui/mask-icon.tsx';
import { PlainButton } from '../../shared/ui/plain-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import { useQueryData } from '../../shared/api/use-query-data.ts';

export function Brand() {
  const api = useApi();
  const data = useQueryData(siteInfoQuery(api));
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

const drawer = lazyWithPreload(() => import('./top-bar-drawer.tsx'));

/**
 * Spec 01 §2 top bar: the brand, the public menu (plain links in antd's look, global.css `.top-nav`),
 * search, the theme and the account; below 768 px the menu and account items move into a side
 * drawer, loaded when first opened. Between 768 and 1023 px the search box gives way to its button,
 * so the menu keeps every item on one line.
 */
export function TopBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  /** The drawer is mounted from its first opening on (so it can animate closed). */
  const [drawerWanted, setDrawerWanted] = useState(false);
  const selected = selectedMenuKey(
    location.pathname,
    publicMenu.map((m) => m.path),
  );
  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Brand />
        <nav className="top-bar-menu desktop-only" aria-label="主导航">
          <ul className="top-nav">
            {publicMenu.map((m) => (
              <li key={m.path} className={clsx('top-nav-item', { 'top-nav-item-selected': m.path === selected })}>
                <Link to={m.path} aria-current={m.path === selected ? 'page' : undefined}>
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="top-bar-actions">
          <span className="wide-only">
            <SearchBox className="top-bar-search" />
          </span>
          <PlainButton
            className="narrow-only"
            aria-label="搜索"
            icon={<MaskIcon icon={searchIcon} />}
            onClick={() => go('/search')}
          />
          <ThemeToggle />
          <span className="desktop-only">
            <UserMenu />
          </span>
          <PlainButton
            className="mobile-only"
            aria-label="打开菜单"
            icon={<MaskIcon icon={menuIcon} />}
            {...drawer.preloadOn}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
          />
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <drawer.Component open={open} selected={selected} onClose={() => setOpen(false)} go={go} />
        </Suspense>
      )}
    </header>
  );
}
