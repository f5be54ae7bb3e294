import type { CommentBatchAction, CommentModeration, CommentStatus } from '../comments.ts';

/**
 * Comments: the values pages read without validating anything (comments.ts has the schemas).
 */

/** Spec 02 §4; the tags of /user/comments and the moderation screen. */
export const commentStatusLabels: Record<CommentStatus, string> = {
  PENDING: '待审核',
  APPROVED: '已通过',
  REJECTED: '已拒绝',
  SPAM: '垃圾评论',
  DELETED: '已删除',
};

export const COMMENT_MIN = 2;
export const COMMENT_MAX = 1000;

/** Blank lines kept between paragraphs at most (more are folded, so a comment cannot be a wall of nothing). */
const MAX_BLANK_LINES = 2;

/**
 * Plain text as typed: line breaks kept (CRLF folded), spaces at a line's end dropped, control
 * and invisible characters removed, at most two blank lines in a row, trimmed. One pass over the
 * characters, so no input can make it slow.
 */
export function normaliseCommentText(raw: string): string {
  let out = '';
  let newlines = 0;
  // Spaces and tabs wait until the line goes on: at its end they are dropped, so a line of spaces is blank.
  let pendingSpace = '';
  for (const ch of raw) {
    const code = ch.codePointAt(0)!;
    if (ch === '\r') continue;
    if (ch === '\n') {
      pendingSpace = '';
      newlines += 1;
      // n blank lines in a row are n + 1 line breaks.
      if (newlines <= MAX_BLANK_LINES + 1) out += ch;
      continue;
    }
    if (ch === ' ' || ch === '\t') {
      pendingSpace += ch;
      continue;
    }
    if (invisible(code)) continue;
    newlines = 0;
    out += pendingSpace + ch;
    pendingSpace = '';
  }
  return out.trim();
}

/**
 * C0 controls, DEL and C1 controls, zero-width space, direction marks and overrides, the BOM:
 * invisible tricks. The zero-width (non-)joiners stay: emoji such as 👩‍💻 are built with them.
 */
const invisible = (code: number): boolean =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x200b ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0xfeff;

/** Characters as a reader counts them (an emoji is one). */
export const commentLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

/** What a post is answered with, by the status the comment got (spam reads as pending to its poster). */
export const commentPostedMessages = {
  APPROVED: '评论发表成功',
  PENDING: '评论已提交，审核通过后将公开显示',
} as const;

export const COMMENT_PAGE_SIZE = 10;
export const commentBatchActionLabels: Record<CommentBatchAction, string> = {
  APPROVE: '通过',
  REJECT: '拒绝',
  SPAM: '标为垃圾',
  DELETE: '删除',
};

export const COMMENT_BATCH_MAX = 100;
export const commentModerationLabels: Record<CommentModeration, string> = {
  ALL: '所有评论都需审核',
  FIRST: '仅用户的第一条评论需审核',
  NONE: '无需审核',
};

export const COMMENT_WORDS_MAX = 1000;
