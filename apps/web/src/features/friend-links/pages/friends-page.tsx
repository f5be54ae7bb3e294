import { Button, Empty, Skeleton } from 'antd';
import warning from 'icon-mask:ExclamationCircleFilled';
import { useQuery } from '@tanstack/react-query';
import { FRIEND_LINK_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { Result } from '../../../shared/ui/result.tsx';
import { friendLinksPageQuery } from '../api.ts';
import { ApplyFriendLink } from '../components/apply-friend-link.tsx';
import { FriendCard } from '../components/friend-card.tsx';
import { Text, Title } from '../../../shared/ui/typography.tsx';

/** /friends — the approved friends' cards, how to apply, and the application form (spec 02 §2). */
export function FriendsPage() {
  const api = useApi();
  const { data, error, refetch, isFetching } = useQuery(friendLinksPageQuery(api));

  if (!data)
    return (
      <div className="links-page">
        {error ? (
          <Result
            status="warning"
            icon={<MaskIcon icon={warning} />}
            title={FRIEND_LINK_MESSAGES.loadFailed}
            extra={
              <Button onClick={() => void refetch()} loading={isFetching}>
                重试
              </Button>
            }
          />
        ) : (
          <Skeleton active />
        )}
      </div>
    );

  const { links, rules } = data;
  return (
    <div className="links-page">
      <header className="friends-header">
        <div>
          <Title level={2} className="friends-title">
            友链
          </Title>
          <Text type="secondary" className="friends-count">
            共 {links.length} 位朋友
          </Text>
        </div>
        <ApplyFriendLink />
      </header>
      {links.length > 0 ? (
        <ul className="friends-grid" aria-label="友链列表">
          {links.map((link) => (
            <li key={link.id}>
              <FriendCard link={link} />
            </li>
          ))}
        </ul>
      ) : (
        <Panel>
          <Empty description="还没有友链，欢迎成为第一位朋友" />
        </Panel>
      )}
      {rules && (
        <Panel title="申请须知" className="friends-rules" size="small">
          <p className="friends-rules-text">{rules}</p>
        </Panel>
      )}
    </div>
  );
}
