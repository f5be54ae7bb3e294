import { useState } from 'react';
import { Alert, Button, Card, Input, Table } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '@app/contract';
import { useApi } from '../api/api-context.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SnapshotDrawer } from './snapshot-drawer.tsx';
import type { SnapshotKind, SnapshotRow } from './snapshot-kind.ts';

/** The search waits this long after the last key (the same for every kind). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * /admin/article-snapshots, /admin/product-snapshots (spec 02 §2): a searchable, paged list of the
 * kind's items; 查看快照 names one in the address (?articleId=…) and opens its versions.
 */
export function SnapshotsPage<
  Item extends { id: number },
  Detail,
  S extends SnapshotRow,
  ListKey extends QueryKey,
  DetailKey extends QueryKey,
>({ kind }: { kind: SnapshotKind<Item, Detail, S, ListKey, DetailKey> }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useQuery(
    kind.itemsQuery(api, { page: page - 1, size: PAGE_SIZE_DEFAULT, keyword: debounced }),
  );
  const selectedId = Number(params.get(kind.itemParam) ?? 0);
  const { data: selected } = useQuery({ ...kind.itemQuery(api, selectedId), enabled: selectedId > 0 });

  return (
    <Card className={kind.className} title={kind.title}>
      <Input.Search
        allowClear
        placeholder={kind.searchPlaceholder}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        style={{ width: 260, maxWidth: '100%', marginBottom: 16 }}
      />
      {error && (
        <Alert type="error" showIcon title={kind.listFailed} description={error.message} style={{ marginBottom: 16 }} />
      )}
      <Table<Item>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.content ?? []}
        scroll={{ x: kind.scrollX }}
        locale={kind.emptyText ? { emptyText: kind.emptyText(debounced) } : undefined}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE_DEFAULT,
          total: data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          ...kind.columns,
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, item) => (
              <Button
                size="small"
                icon={<HistoryOutlined />}
                onClick={() => setParams({ [kind.itemParam]: String(item.id) })}
              >
                查看快照
              </Button>
            ),
          },
        ]}
      />
      <SnapshotDrawer
        versions={kind}
        subject={selectedId > 0 && selected ? kind.subjectOf(selected) : null}
        onClose={() => setParams({})}
      />
    </Card>
  );
}
