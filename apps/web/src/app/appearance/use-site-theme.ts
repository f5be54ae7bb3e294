import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appearanceQuery } from '../../features/site/index.ts';
import { useApi } from '../../shared/api/api-context.tsx';
import { useThemeStore } from '../../shared/theme/theme-context.tsx';

/**
 * Keeps the app's colours on the site's theme, and this browser's copy of it (spec 01 §3:
 * 'lightweight-theme') up to date, so pages rendered here only start with the right colours.
 */
export function useSiteTheme(): void {
  const api = useApi();
  const store = useThemeStore();
  const { data } = useQuery(appearanceQuery(api));
  useEffect(() => {
    if (data) store.getState().setColours(data.theme);
  }, [data, store]);
}
