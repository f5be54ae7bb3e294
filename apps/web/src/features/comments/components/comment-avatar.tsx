import type { CommentAuthor } from '@app/contract';
import { InitialAvatar } from '../../../shared/ui/initial-avatar.tsx';

/** A few calm colours for the initials, the same for an author everywhere. */
const COLOURS = ['#667eea', '#13a8a8', '#d48806', '#c41d7f', '#389e0d', '#096dd9', '#cf1322', '#531dab'];

/** The author's picture, or the first character of their name on a colour of their own. */
export function CommentAvatar({ author, size }: { author: CommentAuthor; size: number }) {
  return (
    <InitialAvatar
      name={author.displayName}
      src={author.avatarUrl}
      size={size}
      colour={COLOURS[author.id % COLOURS.length]!}
    />
  );
}
