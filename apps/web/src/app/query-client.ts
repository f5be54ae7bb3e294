import { QueryClient } from '@tanstack/react-query';

/** staleTime > 0 so the browser does not refetch what the server just rendered. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
