import type { CommentAuthor } from '@app/contract';

/** A few calm colours for the initials, the same for an author everywhere. */
const COLOURS = ['#667eea', '#13a8a8', '#d48806', '#c41d7f', '#389e0d', '#096dd9', '#cf1322', '#531dab'];

/**
 * The author's picture, or the first character of their name on a colour of their own. A circle of
 * plain markup in antd Avatar's look (global.css `.avatar`): antd's measures and scales its text
 * after every render, which one character at a fixed size never needs.
 */
export function CommentAvatar({ author, size }: { author: CommentAuthor; size: number }) {
  const initial = [...author.displayName.trim()][0]?.toUpperCase() ?? '?';
  // antd's size for an avatar's text at a size given in pixels.
  const box = { width: size, height: size, lineHeight: `${size}px`, fontSize: 18 };
  return (
    <span
      className="avatar"
      style={author.avatarUrl ? box : { ...box, background: COLOURS[author.id % COLOURS.length] }}
      aria-hidden
    >
      {author.avatarUrl ? <img src={author.avatarUrl} alt="" /> : initial}
    </span>
  );
}
