import user from 'icon-mask:UserOutlined';
import type { PublicFriendLink } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { recordFriendLinkClick } from '../api.ts';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { PresetTag } from '../../../shared/ui/tag-label.tsx';
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
          <PresetTag colour="default" className="friend-card-category">
            {link.category}
          </PresetTag>
        </span>
      </span>
      <span className="friend-card-description">{link.description || '这个朋友很神秘，什么都没有留下'}</span>
      {link.ownerName && (
        <span className="friend-card-owner">
          <MaskIcon icon={user} /> {link.ownerName}
        </span>
      )}
    </a>
  );
}
