import { useState, type ReactNode } from 'react';
import { Alert, Input } from 'antd';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePagedList } from '../../../shared/hooks/use-paged-list.ts';
import { AdminTable, type AdminColumn } from '../../../shared/ui/admin-table.tsx';
import { adminUsersQuery } from '../api.ts';

const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The searchable, paged list of accounts both user screens start from (/admin/users and
 * /admin/user-like): a search box (plus what the screen adds beside it), the load error, the table.
 */
export function UserSearchTable({ columns, toolbar }: { columns: AdminColumn<AdminUser>[]; toolbar?: ReactNode }) {
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList(
    (asked) => adminUsersQuery(api, { ...asked, ...(debounced ? { keyword: debounced } : {}) }),
    { unit: '位用户', sizes: PAGE_SIZES },
  );
  return (
    <>
      <div className="au-toolbar">
        <Input.Search
          allowClear
          aria-label="搜索用户"
          placeholder="搜索用户名、显示名称或邮箱"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            list.firstPage();
          }}
          className="au-search"
        />
        {toolbar}
      </div>
      {list.error && (
        <Alert
          type="error"
          showIcon
          title={ADMIN_USER_MESSAGES.listFailed}
          description={list.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <AdminTable<AdminUser>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        locale={{
          emptyText: list.emptyText(
            {
              failed: ADMIN_USER_MESSAGES.listFailed,
              loading: '正在加载用户…',
              noMatch: '没有匹配的用户',
              none: '还没有用户',
            },
            Boolean(debounced),
          ),
        }}
        pagination={{ ...list.pagination, showQuickJumper: true }}
        columns={columns}
      />
    </>
  );
}
