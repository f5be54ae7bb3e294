import { App, Button } from 'antd';
import { errorText } from '../../../shared/api/api-error.ts';
import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.tsx';
import { formatCount } from '../../../shared/lib/format.ts';
import { useSession } from '../../auth/index.ts';
import { articleKeys, likeStatusQuery, toggleLike } from '../api.ts';

export const LOGIN_FIRST_MESSAGE = '请先登录后再操作';

/** Like toggle: state and count are what the server answers (spec 02 §4). */
export function LikeButton({ articleId, initialCount }: { articleId: number; initialCount: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const { data } = useQuery({ ...likeStatusQuery(api, articleId), enabled: isAuthenticated });
  const [busy, setBusy] = useState(false);
  const liked = Boolean(isAuthenticated && data?.liked);
  const count = data?.likeCount ?? initialCount;

  const onClick = async () => {
    if (!isAuthenticated) {
      message.warning(LOGIN_FIRST_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const status = await toggleLike(api, articleId);
      queryClient.setQueryData(articleKeys.likeStatus(articleId), status);
      message.success(status.liked ? '点赞成功' : '取消点赞成功');
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="large" shape="round" type={liked ? 'primary' : 'default'} icon={liked ? <LikeFilled /> : <LikeOutlined />} loading={busy} onClick={() => void onClick()} aria-pressed={liked}>
      {liked ? '已赞' : '点赞'} {formatCount(count)}
    </Button>
  );
}
