import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import doubleLeft from 'icon-mask:DoubleLeftOutlined';
import doubleRight from 'icon-mask:DoubleRightOutlined';
import ellipsis from 'icon-mask:EllipsisOutlined';
import left from 'icon-mask:LeftOutlined';
import right from 'icon-mask:RightOutlined';
import { MaskIcon } from './mask-icon.tsx';

/** A slot of the pager: a page, or the ••• that jumps 5 pages back or on. */
export type PagerSlot = number | 'jump-prev' | 'jump-next';

/** Pages shown around the current one, as antd's pagination (rc-pagination, not `showLessItems`). */
const BUFFER = 2;
const JUMP = 5;

/**
 * The slots for page `current` of `pages` (1-based): every page up to 7, else the first, the last,
 * the current with two on each side, and ••• for the gaps — antd's own arrangement.
 */
export function pagerSlots(current: number, pages: number): PagerSlot[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const jumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= BUFFER * 2 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const slots: PagerSlot[] = [];
  for (let page = left; page <= right; page++) slots.push(page);
  if (jumpPrev) slots.unshift('jump-prev');
  if (jumpNext) slots.push('jump-next');
  if (left !== 1) slots.unshift(1);
  if (right !== pages) slots.push(pages);
  return slots;
}

/**
 * The paging of a list (文章, 好物, 搜索, 评论, 我的收藏 …): ‹ 1 … 4 5 6 … 20 › in antd's look
 * (global.css `.pager`), shown only when there is more than one page. Plain markup rather than antd's
 * Pagination, which brings its page-size Select (~26 kB compressed) to every page that lists.
 */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  align = 'center',
  className,
  style,
}: {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  align?: 'center' | 'start';
  className?: string;
  style?: CSSProperties;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pages);
    if (next !== current) onChange(next);
  };
  const slots = pagerSlots(current, pages);
  return (
    <nav aria-label="分页" className={clsx('pager', `pager-${align}`, className)} style={style}>
      <ul>
        <li className={clsx('pager-step', { 'pager-disabled': current === 1 })}>
          <button
            type="button"
            title="上一页"
            aria-label="上一页"
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <MaskIcon icon={left} />
          </button>
        </li>
        {slots.map((slot, i) =>
          typeof slot === 'number' ? (
            <li
              key={slot}
              title={String(slot)}
              className={clsx('pager-item', {
                'pager-item-active': slot === current,
                'pager-item-after-jump': slots[i - 1] === 'jump-prev',
                'pager-item-before-jump': slots[i + 1] === 'jump-next',
              })}
            >
              <button
                type="button"
                aria-label={`第 ${slot} 页`}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} className="pager-jump" title={slot === 'jump-prev' ? '向前 5 页' : '向后 5 页'}>
              <button
                type="button"
                aria-label={slot === 'jump-prev' ? '向前 5 页' : '向后 5 页'}
                onClick={() => go(slot === 'jump-prev' ? current - JUMP : current + JUMP)}
              >
                <span className="pager-jump-icon" aria-hidden>
                  <MaskIcon icon={slot === 'jump-prev' ? doubleLeft : doubleRight} />
                </span>
                <span className="pager-ellipsis" aria-hidden>
                  <MaskIcon icon={ellipsis} />
                </span>
              </button>
            </li>
          ),
        )}
        <li className={clsx('pager-step', { 'pager-disabled': current === pages })}>
          <button
            type="button"
            title="下一页"
            aria-label="下一页"
            disabled={current === pages}
            onClick={() => go(current + 1)}
          >
            <MaskIcon icon={right} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
