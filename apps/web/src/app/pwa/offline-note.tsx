import { Tag } from 'antd';
import { useOnline } from './network-status.ts';

/** A page shown while offline (from the service worker's copy of a visited page) says so. */
export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <Tag className="offline-note" color="warning" role="status">
      离线
    </Tag>
  );
}
