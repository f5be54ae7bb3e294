import { describe, expect, it } from 'vitest';
import { pageOfNewComment, withPosted } from './comment-cache.ts';
import { comment, commentsPage, thread } from './test-support.ts';

const threads = (n: number, from = 1) => Array.from({ length: n }, (_, i) => thread(comment(from + i, `评论${i}`)));

describe('withPosted (the reader’s new comment placed in the page on screen)', () => {
  it('puts a reply at the end of its thread; only an approved one counts', () => {
    const data = commentsPage([thread(comment(1, '楼主'), [comment(2, '一楼', { parentId: 1 })])]);
    const approved = withPosted(data, comment(3, '二楼', { parentId: 1 }))!;
    expect(approved.content[0]?.replies.map((r) => r.id)).toEqual([2, 3]);
    expect(approved.commentCount).toBe(3);
    expect(approved.totalElements).toBe(1);
    const pending = withPosted(data, comment(3, '二楼', { parentId: 1, status: 'PENDING' }))!;
    expect(pending.commentCount).toBe(2);
  });

  it('puts a comment at the end of the last page when it has room', () => {
    const placed = withPosted(commentsPage(threads(3)), comment(9, '新评论'))!;
    expect(placed.content.map((t) => t.id)).toEqual([1, 2, 3, 9]);
    expect(placed.content.at(-1)?.replies).toEqual([]);
    expect(placed).toMatchObject({ totalElements: 4, totalPages: 1, commentCount: 4 });
  });

  it('leaves a comment that belongs on another page to be fetched there', () => {
    const full = commentsPage(threads(10));
    expect(withPosted(full, comment(99, '新评论'))).toBeNull();
    expect(pageOfNewComment(full)).toBe(1);
    const earlier = commentsPage(threads(10), { totalElements: 15, totalPages: 2 });
    expect(withPosted(earlier, comment(99, '新评论'))).toBeNull();
    expect(pageOfNewComment(earlier)).toBe(1);
    expect(withPosted(earlier, comment(99, '回复', { parentId: 42 }))).toBeNull();
  });
});
