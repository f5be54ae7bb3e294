import { useEffect } from 'react';
import { App } from 'antd';
import { Outlet } from 'react-router';
import { SESSION_INVALID_MESSAGE, useSession, watchSession } from '../features/auth/index.ts';
import { adoptStoredPreferences } from '../shared/theme/theme-store.ts';
import { useThemeStore } from '../shared/theme/theme-context.tsx';
import { usePageTitle } from './page-title.ts';

/** Starts the session check and the browser-only preferences once the page is interactive. */
export function RootLayout() {
  usePageTitle();
  const { message } = App.useApp();
  const sessionError = useSession((s) => s.error);
  const themeStore = useThemeStore();

  useEffect(() => {
    adoptStoredPreferences(themeStore);
    void useSession.getState().initialize();
    return watchSession();
  }, [themeStore]);

  // A stored token the server no longer accepts: say so once (login errors show on the form).
  useEffect(() => {
    if (sessionError === SESSION_INVALID_MESSAGE) message.warning(SESSION_INVALID_MESSAGE);
  }, [sessionError, message]);

  return <Outlet />;
}
