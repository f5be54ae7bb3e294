import { Fragment } from 'react';
import type { CommentPart } from '@app/contract';

/** Only web links become links; anything else the server sent stays text. */
const WEB_LINK = /^https?:\/\//i;

/**
 * A comment's text from the server's parts: text runs as text nodes (line breaks kept by CSS
 * `white-space: pre-wrap`), links as `<a rel="nofollow ugc noopener">` opening a new tab. Never
 * HTML: whatever a comment contains, `<script>` included, reaches the page as text.
 */
export function CommentText({ parts }: { parts: CommentPart[] }) {
  return (
    <div className="comment-text">
      {parts.map((part, i) =>
        part.type === 'link' && WEB_LINK.test(part.href) ? (
          <a key={i} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </div>
  );
}
