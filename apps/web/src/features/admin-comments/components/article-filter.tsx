import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { articleChoicesQuery } from '../api.ts';

/** The article the list is narrowed to; its title is kept so the box can name it without a lookup. */
export interface ArticleChoice {
  id: number;
  title: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Narrows the list to one article, found by typing part of its title (GET /admin/articles?keyword=…). */
export function ArticleFilter({
  value,
  onChange,
}: {
  value: ArticleChoice | null;
  onChange: (choice: ArticleChoice | null) => void;
}) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useQuery({ ...articleChoicesQuery(api, keyword), enabled: open });
  return (
    <Select<{ value: number; label: string } | undefined>
      aria-label="按文章筛选"
      className="admin-comment-article-filter"
      allowClear
      labelInValue
      placeholder="全部文章"
      loading={isFetching}
      open={open}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
      notFoundContent={isFetching ? '搜索中…' : '没有匹配的文章'}
      value={value ? { value: value.id, label: value.title } : undefined}
      options={data.map((a) => ({ value: a.id, label: a.title }))}
      onChange={(choice) => {
        onChange(choice ? { id: choice.value, title: choice.label } : null);
        setSearch('');
      }}
    />
  );
}
