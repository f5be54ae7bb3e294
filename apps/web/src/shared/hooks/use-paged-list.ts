import { useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type PageResult } from '@app/contract';

/** A page as the server takes it: zero-based. */
export interface PageAsked {
  page: number;
  size: number;
}

interface ListTexts {
  /** The list could not be read. */
  failed: string;
  /** Under the first load's spinner: loading, not empty. */
  loading: string;
  /** Nothing matches the filters shown. */
  noMatch?: string;
  /** Nothing at all yet. */
  none: string;
}

/**
 * A back-office table's rows a page at a time: the page on screen (from 1) and its size, the
 * server's page (from 0) read through `query`, a step back when the last rows of the last page
 * went away (reviewed, deleted), the table's pagination and what the table says when empty.
 * `sizes` offers a page-size choice; `onPage` runs on every change of page or size (a selection
 * is only of rows in sight).
 */
export function usePagedList<T, K extends QueryKey>(
  query: (asked: PageAsked) => UseQueryOptions<PageResult<T>, Error, PageResult<T>, K>,
  options: { unit: string; sizes?: number[]; onPage?: () => void },
) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(options.sizes?.[0] ?? PAGE_SIZE_DEFAULT);
  const { data, error, isFetching, isPlaceholderData } = useQuery(query({ page: page - 1, size }));

  useEffect(() => {
    if (data && data.content.length === 0 && page > 1) setPage(Math.max(1, data.totalPages));
  }, [data, page]);

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: size,
    total: data?.totalElements ?? 0,
    showSizeChanger: Boolean(options.sizes),
    ...(options.sizes ? { pageSizeOptions: options.sizes } : {}),
    showTotal: (total) => `共 ${total} ${options.unit}`,
    onChange: (next, nextSize) => {
      options.onPage?.();
      setSize(nextSize);
      setPage(nextSize === size ? next : 1);
    },
  };

  return {
    data,
    error,
    isFetching,
    isPlaceholderData,
    page,
    pagination,
    /** Back to the first page (a new filter). */
    firstPage: () => setPage(1),
    /** Why the table has no rows. */
    emptyText: (texts: ListTexts, filtered = false): string =>
      error
        ? texts.failed
        : !data && isFetching
          ? texts.loading
          : filtered && texts.noMatch
            ? texts.noMatch
            : texts.none,
  };
}
