import { useEffect, useSyncExternalStore } from 'react';
import { useFeedback } from '../../shared/ui/feedback.tsx';

/** Spec 02 §4/§8: what a reader is told when the connection comes and goes. */
export const NETWORK_RESTORED = '网络连接已恢复';
export const NETWORK_LOST = '网络连接已断开';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online; true on the server and during hydration (what the server rendered). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Going online or offline shows a notice, on every page. */
export function useNetworkNotices(): void {
  const { message } = useFeedback();
  useEffect(() => {
    const restored = () => void message.success({ content: NETWORK_RESTORED, key: 'network' });
    const lost = () => void message.warning({ content: NETWORK_LOST, key: 'network' });
    window.addEventListener('online', restored);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', restored);
      window.removeEventListener('offline', lost);
    };
  }, [message]);
}
