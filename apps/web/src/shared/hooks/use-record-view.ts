import { useEffect } from 'react';
import type { ApiClient } from '../api/api-client.ts';

/**
 * Counts a view of `slug` from the browser once the page shows — never from the server render,
 * which bots cause too; a failure is ignored. `record` should be a module-level function.
 */
export function useRecordView(
  api: ApiClient,
  record: (api: ApiClient, slug: string) => Promise<unknown>,
  slug: string,
): void {
  useEffect(() => {
    if (slug) void record(api, slug).catch(() => undefined);
  }, [api, record, slug]);
}
