import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SESSION_INVALID_MESSAGE, useSession, watchSession } from '../features/auth/index.ts';
import { adoptStoredPreferences } from '../shared/theme/theme-store.ts';
import { useThemeStore } from '../shared/theme/theme-context.tsx';
import { usePageTitle } from './page-title.ts';
import { useSiteFavicon } from './site-favicon.ts';
import { useSiteTheme } from './appearance/use-site-theme.ts';
import { useNetworkNotices } from './pwa/network-status.ts';
import { useAppPrompts } from './pwa/use-app-prompts.tsx';
import { OfflineNote } from './pwa/offline-note.tsx';
import { useFeedback } from '../shared/ui/feedback.tsx';
import { inALaterTask } from '../shared/lib/in-a-later-task.ts';

/**
 * Starts the session check and the browser-only preferences once the page is interactive; the
 * site's colours, the network notices and the app's update and install prompts on every page.
 */
export function RootLayout() {
  usePageTitle();
  useSiteFavicon();
  useSiteTheme();
  useNetworkNotices();
  useAppPrompts();
  const { message } = useFeedback();
  const sessionError = useSession((s) => s.error);
  const themeStore = useThemeStore();

  // Each in a task of its own: both read this browser's storage and re-render what shows them.
  useEffect(() => {
    const cancels = [
      inALaterTask(() => adoptStoredPreferences(themeStore)),
      inALaterTask(() => void useSession.getState().initialize()),
    ];
    const unwatch = watchSession();
    return () => {
      for (const cancel of cancels) cancel();
      unwatch();
    };
  }, [themeStore]);

  // A stored token the server no longer accepts: say so once (login errors show on the form).
  useEffect(() => {
    if (sessionError === SESSION_INVALID_MESSAGE) message.warning(SESSION_INVALID_MESSAGE);
  }, [sessionError, message]);

  return (
    <>
      <Outlet />
      <OfflineNote />
    </>
  );
}
