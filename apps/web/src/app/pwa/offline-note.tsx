import { useOnline } from './network-status.ts';

/**
 * A page shown while offline (from the service worker's copy of a visited page) says so: a small
 * warning chip in antd's look (global.css `.offline-note`), without antd's Tag in every page's code.
 */
export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <span className="tag-label offline-note" role="status">
      离线
    </span>
  );
}
