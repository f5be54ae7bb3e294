import type { CSSProperties } from 'react';
import { Pagination } from 'antd';

/**
 * The paging of a personal list (我的收藏, 我的评论, spec 02 §9): centred, without a page-size
 * selector, and shown only when there is more than one page.
 */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  style?: CSSProperties;
}) {
  if (props.total <= props.pageSize) return null;
  return (
    <Pagination
      align="center"
      current={props.page}
      pageSize={props.pageSize}
      total={props.total}
      onChange={props.onChange}
      showSizeChanger={false}
      style={props.style}
    />
  );
}
