import { Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { PublicFriendLink } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { recordFriendLinkClick } from '../api.ts';
import { FriendAvatar } from './friend-avatar.tsx';

/**
 * A friend's card, a real link to the site in a new tab (without a handle on this page). The
 * click is counted on the side; its failure is ignored and never holds the link up (spec 02 §4).
 */
export function FriendCard({ link }: { link: PublicFriendLink }) {
  const api = useApi();
  return (
    <a
      className="friend-card"
      href={link.siteUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        void recordFriendLinkClick(api, link.id).catch(() => undefined);
      }}
    >
      <span className="friend-card-head">
        <FriendAvatar name={link.siteName} src={link.avatarUrl} />
        <span className="friend-card-heading">
          <span className="friend-card-name">{link.siteName}</span>
          <Tag className="friend-card-category" variant="filled">
            {link.category}
          </Tag>
        </span>
      </span>
      <span className="friend-card-description">{link.description || '这个朋友很神秘，什么都没有留下'}</span>
      {link.ownerName && (
        <span className="friend-card-owner">
          <UserOutlined aria-hidden /> {link.ownerName}
        </span>
      )}
    </a>
  );
}
