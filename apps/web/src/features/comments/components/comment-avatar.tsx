// The avatar without Avatar.Group: the group brings Popover, Tooltip and their popup machinery,
// which a page of comments or friends never opens.
import Avatar from 'antd/es/avatar/Avatar';
import type { CommentAuthor } from '@app/contract';

/** A few calm colours for the initials, the same for an author everywhere. */
const COLOURS = ['#667eea', '#13a8a8', '#d48806', '#c41d7f', '#389e0d', '#096dd9', '#cf1322', '#531dab'];

/** The author's picture, or the first character of their name on a colour of their own. */
export function CommentAvatar({ author, size }: { author: CommentAuthor; size: number }) {
  const initial = [...author.displayName.trim()][0]?.toUpperCase() ?? '?';
  return (
    <Avatar
      size={size}
      src={author.avatarUrl ?? undefined}
      alt=""
      style={author.avatarUrl ? undefined : { background: COLOURS[author.id % COLOURS.length] }}
      aria-hidden
    >
      {initial}
    </Avatar>
  );
}
