import type { ReactNode } from 'react';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { PageResult, SnapshotType } from '@app/contract';
import type { ApiClient } from '../api/api-client.ts';

/** What every kind of snapshot (article, product) has in common. */
export interface SnapshotRow {
  id: number;
  versionNumber: number;
  snapshotType: SnapshotType;
  createdByName: string | null;
  createdAt: string;
}

/** Spec 02 §7: a list is requested page by page (zero-based), 10 to a page, newest version first. */
export const SNAPSHOT_PAGE_SIZE = 10;
export const snapshotListParams = (page: number) => ({
  page,
  size: SNAPSHOT_PAGE_SIZE,
  sort: 'versionNumber',
  direction: 'DESC',
});

/** The calls of one kind of snapshot, for the item `subjectId`. */
export interface SnapshotCalls<S extends SnapshotRow> {
  list: (subjectId: number, page: number) => Promise<PageResult<S>>;
  create: (subjectId: number, body: { description?: string }) => Promise<unknown>;
  remove: (subjectId: number, snapshotId: number) => Promise<unknown>;
  restore: (subjectId: number, snapshotId: number) => Promise<unknown>;
}

/** The item whose versions are shown: its title heads the drawer. */
export interface SnapshotSubject {
  id: number;
  title: string;
}

/** An item's versions: the drawer (list, create, restore, delete) and the preview of one version. */
export interface SnapshotVersions<S extends SnapshotRow> {
  /** The cache key of this kind's snapshot lists: a page is cached at [...snapshotKey, subjectId, page]. */
  snapshotKey: QueryKey;
  calls: (api: ApiClient) => SnapshotCalls<S>;
  /** What shows the items (lists, editors): reloaded after a restore, which may change a title. */
  itemKey: QueryKey;
  /** The snapshot's own note (articles call it `description`, products `snapshotDescription`). */
  descriptionOf: (snapshot: S) => string | null;
  /** The restore confirmation's text for a version. */
  restoreText: (snapshot: S) => string;
  /** The version's Markdown, rendered at the end of its preview as readers see it. */
  markdownOf: (snapshot: S) => string;
  /** The preview's details after version, type, creator, time and description. */
  previewItems: (snapshot: S) => NonNullable<DescriptionsProps['items']>;
  /** What the preview shows above the rendered Markdown (cover and title, images and name …). */
  previewHead: (snapshot: S) => ReactNode;
}

/** The items of a kind, a page at a time, found by a keyword. */
interface SnapshotItemsParams {
  /** Zero-based, as the server counts. */
  page: number;
  size: number;
  keyword: string;
}

/**
 * One kind of item that keeps versions (spec 02 §2: articles, products): what the snapshots page
 * (pick an item, then its versions) needs to know of it. Everything else is the same for every kind.
 */
export interface SnapshotKind<
  Item extends { id: number },
  Detail,
  S extends SnapshotRow,
  ListKey extends QueryKey,
  DetailKey extends QueryKey,
> extends SnapshotVersions<S> {
  /** The page's title: '文章快照'. */
  title: string;
  /** '搜索文章'. */
  searchPlaceholder: string;
  /** The list's load-error title: '获取文章列表失败'. */
  listFailed: string;
  /** The address parameter naming the chosen item: `articleId`. */
  itemParam: string;
  itemsQuery: (
    api: ApiClient,
    params: SnapshotItemsParams,
  ) => UseQueryOptions<PageResult<Item>, Error, PageResult<Item>, ListKey>;
  /** The chosen item, for the drawer's title. */
  itemQuery: (api: ApiClient, id: number) => UseQueryOptions<Detail, Error, Detail, DetailKey>;
  subjectOf: (item: Detail) => SnapshotSubject;
  /** The list's columns before its 查看快照 button. */
  columns: TableColumnsType<Item>;
  /** The table's scroll width on narrow screens. */
  scrollX: number;
  /** The empty list's text for a keyword ('' when none); antd's own when not told. */
  emptyText?: (keyword: string) => ReactNode;
  /** The page card's class (the kind's own styles). */
  className?: string;
}

/** Declares a kind with its types worked out from its queries and calls. */
export const snapshotKind = <
  Item extends { id: number },
  Detail,
  S extends SnapshotRow,
  ListKey extends QueryKey,
  DetailKey extends QueryKey,
>(
  kind: SnapshotKind<Item, Detail, S, ListKey, DetailKey>,
) => kind;
