import likeFilled from 'icon-mask:LikeFilled';
import likeOutlined from 'icon-mask:LikeOutlined';
import { useApi } from '../../../shared/api/api-context.tsx';
import { CountToggleButton } from '../../../shared/ui/count-toggle-button.tsx';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { useSession } from '../../auth/index.ts';
import { likeStatusQuery, toggleLike } from '../api.ts';

/** Like toggle: state and count are what the server answers (spec 02 §4). */
export function LikeButton({ articleId, initialCount }: { articleId: number; initialCount: number }) {
  const api = useApi();
  return (
    <CountToggleButton
      signedIn={useSession((s) => s.isAuthenticated)}
      status={likeStatusQuery(api, articleId)}
      send={() => toggleLike(api, articleId)}
      read={(s) => ({ on: s.liked, count: s.likeCount })}
      initialCount={initialCount}
      labels={{ on: '已赞', off: '点赞' }}
      icons={{ on: <MaskIcon icon={likeFilled} />, off: <MaskIcon icon={likeOutlined} /> }}
      messages={{ on: '点赞成功', off: '取消点赞成功' }}
    />
  );
}
