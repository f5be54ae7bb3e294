import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * The data of a query that the page's route loaders put in the cache (the site's info and look, the
 * footer's links, the article being read), for a component that reads nothing else of it. In the
 * browser it is `useQuery`, which keeps it fresh. A server render draws each component once, from a
 * cache the loaders filled: there `useQuery` built an observer for every reader, hashed its options
 * and made its result object, for the data the cache hands over as it is. The server build reads the
 * cache (Vite's `import.meta.env.SSR` is fixed in each build, so a component calls the same hooks
 * on every render of its own). Not for a query with `select`: the cache holds what its function answered.
 */
export function useQueryData<TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TQueryKey> & { queryKey: TQueryKey },
): TData | undefined {
  if (import.meta.env.SSR) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch is a constant of the build
    return useQueryClient().getQueryData<TData>(options.queryKey);
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch is a constant of the build
  return useQuery(options).data;
}
