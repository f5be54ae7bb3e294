import type { ReactNode } from 'react';
import { Grid, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import './admin-table.css';
import { clsx } from 'clsx';

/** A column of a back-office table. */
export type AdminColumn<T> = TableColumnType<T> & {
  /**
   * Part of the row's summary on a phone, where the table has room for one column: the first such
   * column names the row, the others follow on one line (`'labelled'`: after the column's title).
   */
  phone?: true | 'labelled';
};

/** The key of the column with the row's buttons: pinned to the right, last line of a phone row. */
export const ACTIONS_KEY = 'actions';
/** What a column without a width (a title, a name) gets at least before the table scrolls sideways. */
const FLEX_MIN_WIDTH = 200;
const SELECTION_WIDTH = 48;

const widthOf = (c: TableColumnType<unknown>) => (typeof c.width === 'number' ? c.width : FLEX_MIN_WIDTH);

function valueOf<T>(record: T, column: AdminColumn<T>): unknown {
  const { dataIndex } = column;
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = (Array.isArray(dataIndex) ? dataIndex : [dataIndex]) as (string | number)[];
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], record);
}

/** A cell as the column draws it (admin tables never return antd's `{ children, props }` cells). */
const cellOf = <T,>(column: AdminColumn<T>, record: T, index: number): ReactNode =>
  (column.render ? column.render(valueOf(record, column), record, index) : valueOf(record, column)) as ReactNode;

/** One column that stacks a row's summary: its name, its key facts, its buttons. */
function phoneSummary<T>(columns: AdminColumn<T>[]): AdminColumn<T> {
  const [first, ...facts] = columns.filter((c) => c.phone);
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  return {
    key: 'phone-summary',
    render: (_: unknown, record: T, index: number) => (
      <div className="admin-table-summary">
        {first && <div className="admin-table-summary-title">{cellOf(first, record, index)}</div>}
        {facts.length > 0 && (
          <div className="admin-table-summary-facts">
            {facts.map((c) => (
              <span key={String(c.key ?? c.dataIndex)}>
                {c.phone === 'labelled' && typeof c.title === 'string' && (
                  <Typography.Text type="secondary">{c.title} </Typography.Text>
                )}
                {cellOf(c, record, index)}
              </span>
            ))}
          </div>
        )}
        {actions && <div className="admin-table-summary-actions">{cellOf(actions, record, index)}</div>}
      </div>
    ),
  };
}

/**
 * The back office's table. From 768 px every column shows: columns keep their widths, the rest
 * share what is left, and the table only scrolls sideways (with the buttons pinned to the right)
 * when the screen is narrower than all of them together — so no column hides under the pinned
 * buttons on a laptop. On a phone each row is one cell: the row's name, its key facts (columns
 * marked `phone`), its buttons.
 */
export function AdminTable<T extends object>({
  columns,
  pagination,
  rowSelection,
  ...table
}: Omit<TableProps<T>, 'columns' | 'scroll' | 'tableLayout'> & { columns: AdminColumn<T>[] }) {
  const phone = !Grid.useBreakpoint().md;
  const strip = ({ phone: _, ...c }: AdminColumn<T>): TableColumnType<T> => c;
  const shown: TableColumnType<T>[] = phone
    ? [phoneSummary(columns)].map(strip)
    : columns.map((c) => strip(c.key === ACTIONS_KEY ? { ...c, fixed: 'right' } : c));
  const minWidth =
    shown.reduce((sum, c) => sum + widthOf(c as TableColumnType<unknown>), 0) + (rowSelection ? SELECTION_WIDTH : 0);
  return (
    <Table<T>
      {...table}
      className={clsx('admin-table', table.className)}
      rowSelection={rowSelection}
      columns={shown}
      // Fixed layout: widths hold and long text is cut with an ellipsis instead of stretching the table.
      tableLayout="fixed"
      scroll={phone ? undefined : { x: minWidth }}
      showHeader={!phone || Boolean(rowSelection)}
      pagination={
        phone && pagination
          ? { ...pagination, size: 'small', showSizeChanger: false, showQuickJumper: false }
          : pagination
      }
    />
  );
}

/** A slug or an address in a table: one line, cut with an ellipsis, the whole of it in a tooltip. */
export function SlugText({ children }: { children: string }) {
  return (
    <Typography.Text type="secondary" className="admin-slug" ellipsis={{ tooltip: children }}>
      {children}
    </Typography.Text>
  );
}
