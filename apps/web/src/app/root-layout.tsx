import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession, watchSession } from '../features/auth/index.ts';
import { adoptStoredPreferences } from '../shared/theme/theme-store.ts';
import { usePageTitle } from './page-title.ts';

/** Starts the session check and the browser-only preferences once the page is interactive. */
export function RootLayout() {
  usePageTitle();
  useEffect(() => {
    adoptStoredPreferences();
    void useSession.getState().initialize();
    return watchSession();
  }, []);
  return <Outlet />;
}
