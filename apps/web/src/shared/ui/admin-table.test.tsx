import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/jsdom-stubs.ts';
import { ACTIONS_KEY, AdminTable, SlugText, type AdminColumn } from './admin-table.tsx';

interface Row {
  id: number;
  title: string;
  slug: string;
  status: string;
  views: number;
  updated: string;
}

const rows: Row[] = [
  {
    id: 1,
    title: '第一篇',
    slug: 'a-very-long-slug-that-does-not-fit',
    status: '已发布',
    views: 12,
    updated: '2026-01-02',
  },
];
const columns: AdminColumn<Row>[] = [
  {
    title: '标题',
    dataIndex: 'title',
    phone: true,
    render: (title: string, r) => (
      <>
        <span>{title}</span>
        <SlugText>{`/articles/${r.slug}`}</SlugText>
      </>
    ),
  },
  { title: '状态', dataIndex: 'status', width: 90, phone: true },
  { title: '阅读', dataIndex: 'views', width: 70, phone: 'labelled' },
  { title: '更新时间', dataIndex: 'updated', width: 150 },
  { title: '操作', key: ACTIONS_KEY, width: 120, render: (_: unknown, r) => <Button>编辑{r.id}</Button> },
];

const setWidth = (px: number) => Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
const desktop = window.innerWidth;

beforeAll(stubResizeObserver);
// The first render of an antd table is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => setWidth(desktop));

describe('AdminTable', () => {
  it('on a laptop: every column with its header, the table as wide as its columns, the buttons pinned right', () => {
    setWidth(1366);
    const { container } = render(<AdminTable<Row> rowKey="id" dataSource={rows} columns={columns} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '标题',
      '状态',
      '阅读',
      '更新时间',
      '操作',
    ]);
    // The flexible title gets 200 px at least; the table scrolls sideways only below the sum.
    expect(container.querySelector('table')).toHaveStyle({ width: `${200 + 90 + 70 + 150 + 120}px` });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    expect(cells[4]!.className).toMatch(/ant-table-cell-fix/);
    expect(cells[3]).toHaveTextContent('2026-01-02');
    // The slug is one cut line, whole in its tooltip.
    expect(within(cells[0]!).getByText('/articles/a-very-long-slug-that-does-not-fit')).toHaveClass(
      'ant-typography-ellipsis',
    );
  });

  it('on a phone: one cell per row with the name, the key facts and the buttons; no header, no sideways scroll', () => {
    setWidth(390);
    const { container } = render(<AdminTable<Row> rowKey="id" dataSource={rows} columns={columns} />);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const cells = within(screen.getByRole('row')).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    const cell = cells[0]!;
    expect(within(cell).getByText('第一篇')).toBeInTheDocument();
    expect(within(cell).getByText('已发布')).toBeInTheDocument();
    expect(cell.querySelector('.admin-table-summary-facts')).toHaveTextContent('已发布阅读 12');
    expect(within(cell).getByRole('button', { name: '编辑1' })).toBeInTheDocument();
    // What is not a key fact stays off the phone.
    expect(cell).not.toHaveTextContent('2026-01-02');
    expect(container.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
  });
});
