import { useEffect } from 'react';
import { Button } from 'antd';
import { registerServiceWorker, UPDATE_BANNER_SECONDS } from './service-worker.ts';
import {
  INSTALL_BANNER_SECONDS,
  mayOfferInstall,
  rememberInstallDismissed,
  type InstallPromptEvent,
} from './install-offer.ts';
import { useFeedback } from '../../shared/ui/feedback.tsx';
import { inALaterTask } from '../../shared/lib/in-a-later-task.ts';

/** The service worker's update banner and the install banner (spec 02 §2, §9), once per page load. */
export function useAppPrompts(): void {
  const { notification } = useFeedback();

  useEffect(
    () =>
      inALaterTask(() =>
        registerServiceWorker((apply) =>
          notification.info({
            key: 'app-update',
            title: '发现新版本',
            description: '网站已更新，刷新页面即可使用新版本。',
            duration: UPDATE_BANNER_SECONDS,
            actions: (
              <Button type="primary" size="small" onClick={apply}>
                立即刷新
              </Button>
            ),
          }),
        ),
      ),
    [notification],
  );

  useEffect(() => {
    const offerInstall = (event: Event) => {
      // The browser's own prompt waits for the reader's click on ours.
      event.preventDefault();
      if (!mayOfferInstall()) return;
      const install = event as InstallPromptEvent;
      let installing = false;
      notification.open({
        key: 'app-install',
        title: '安装应用',
        description: '把本站添加到桌面，打开更快，看过的文章离线也能阅读。',
        duration: INSTALL_BANNER_SECONDS,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              installing = true;
              notification.destroy('app-install');
              void install.prompt().then(async () => {
                if ((await install.userChoice).outcome === 'dismissed') rememberInstallDismissed();
              });
            }}
          >
            安装
          </Button>
        ),
        // Closed or left to time out without installing: not again for a week.
        onClose: () => {
          if (!installing) rememberInstallDismissed();
        },
      });
    };
    window.addEventListener('beforeinstallprompt', offerInstall);
    return () => window.removeEventListener('beforeinstallprompt', offerInstall);
  }, [notification]);
}
