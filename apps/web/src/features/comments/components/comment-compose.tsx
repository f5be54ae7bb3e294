import lock from 'icon-mask:LockOutlined';
import { useLocation } from 'react-router';
import { Link } from '../../../shared/ui/link.tsx';
import type { PublicComment } from '@app/contract';
import { loginPathWithReturn } from '../../../shared/api/login-redirect.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { useSession } from '../../auth/index.ts';
import { CommentForm } from './comment-form-on-demand.tsx';

const CLOSED_TEXT = '评论已关闭';
const GUEST_TEXT = '登录后参与评论';

/** Where the login page sends the reader back to: this article's comment box. */
export const useCommentLoginPath = (): string => loginPathWithReturn(`${useLocation().pathname}#comments`);

/**
 * Above the comments: the box to write in, or why there is none. The session is only known in
 * the browser, so the server (and the hydrating browser) draw an empty space of the same height.
 */
export function CommentCompose({
  articleId,
  open,
  onPosted,
}: {
  articleId: number;
  open: boolean;
  onPosted: (comment: PublicComment) => void;
}) {
  const { initialized, isAuthenticated } = useSession();
  const loginPath = useCommentLoginPath();
  if (!open)
    return (
      <div className="comment-notice">
        <MaskIcon icon={lock} /> {CLOSED_TEXT}
      </div>
    );
  if (!initialized) return <div className="comment-notice comment-notice-pending" aria-hidden />;
  if (!isAuthenticated)
    return (
      <div className="comment-notice">
        <span>{GUEST_TEXT}</span>
        {/* A link, not a button inside one (interactive content may not nest). */}
        <Link to={loginPath} className="comment-login-link">
          登录
        </Link>
      </div>
    );
  return <CommentForm articleId={articleId} onPosted={onPosted} />;
}
