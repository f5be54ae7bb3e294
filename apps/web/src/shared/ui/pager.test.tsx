import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pagerSlots, type PagerSlot } from './pager.tsx';

/** What antd's own Pagination shows for page `current` of `pages`. */
function antdSlots(current: number, pages: number): PagerSlot[] {
  const { container } = render(
    <Pagination current={current} pageSize={10} total={pages * 10} showSizeChanger={false} />,
  );
  const slots = [...container.querySelectorAll('li')].flatMap((li): PagerSlot[] => {
    if (li.classList.contains('ant-pagination-jump-prev')) return ['jump-prev'];
    if (li.classList.contains('ant-pagination-jump-next')) return ['jump-next'];
    return li.classList.contains('ant-pagination-item') ? [Number(li.title)] : [];
  });
  cleanup();
  return slots;
}

describe('pagerSlots (antd’s arrangement)', () => {
  it('lists every page up to seven', () => {
    expect(pagerSlots(1, 1)).toEqual([1]);
    expect(pagerSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two on each side of the current page, with ••• for the gaps', () => {
    expect(pagerSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerSlots(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerSlots(5, 20)).toEqual([1, 'jump-prev', 4, 5, 6, 'jump-next', 20]);
    expect(pagerSlots(10, 20)).toEqual([1, 'jump-prev', 9, 10, 11, 'jump-next', 20]);
    expect(pagerSlots(17, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pagerSlots(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pagerSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 'jump-next', 8]);
  });

  it('is what antd shows, for every page of lists of 1 to 12 pages and of 30', () => {
    for (const pages of [1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 30])
      for (let current = 1; current <= pages; current++)
        expect([current, pages, pagerSlots(current, pages)]).toEqual([current, pages, antdSlots(current, pages)]);
  });
});

describe('Pager', () => {
  const renderPager = (page: number, total: number) => {
    const onChange = vi.fn();
    render(<Pager page={page} pageSize={10} total={total} onChange={onChange} />);
    return onChange;
  };
  const pager = () => screen.getByRole('navigation', { name: '分页' });

  it('is not shown for a single page', () => {
    renderPager(1, 10);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('marks the current page and asks for the one clicked, the previous and the next', () => {
    const onChange = renderPager(3, 95);
    expect(within(pager()).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pager()).getByRole('button', { name: '第 5 页' }));
    fireEvent.click(within(pager()).getByRole('button', { name: '上一页' }));
    fireEvent.click(within(pager()).getByRole('button', { name: '下一页' }));
    // The current page asks for nothing.
    fireEvent.click(within(pager()).getByRole('button', { name: '第 3 页' }));
    expect(onChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('jumps five pages with •••, never past the ends; the ends disable their step', () => {
    const onChange = renderPager(10, 200);
    fireEvent.click(within(pager()).getByRole('button', { name: '向前 5 页' }));
    fireEvent.click(within(pager()).getByRole('button', { name: '向后 5 页' }));
    expect(onChange.mock.calls).toEqual([[5], [15]]);
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    renderPager(1, 30);
    expect(within(pager()).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: '下一页' })).toBeEnabled();
  });
});
