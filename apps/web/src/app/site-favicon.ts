import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../shared/api/api-context.tsx';
import { siteInfoQuery } from '../features/site/index.ts';

/**
 * The owner's favicon (site settings) on every page: the server writes it into a rendered page's
 * head; the client-only areas (/user, /admin) and a change made in this tab get it here. The last
 * icon link of the head is the one browsers use, so it is added after the default one.
 */
export function useSiteFavicon(): void {
  const api = useApi();
  const href = useQuery(siteInfoQuery(api)).data?.faviconUrl;
  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = href;
    document.head.appendChild(link);
    return () => link.remove();
  }, [href]);
}
