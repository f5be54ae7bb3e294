import type { CSSProperties } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import warning from 'icon-mask:ExclamationCircleFilled';
import { useQuery } from '@tanstack/react-query';
import { SOCIAL_LINK_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { publicSocialLinksQuery } from '../api.ts';
import { cardSpan, groupLabel, groupSocialLinks, type SocialGroup } from '../social-groups.ts';
import { SocialLinkCard } from '../components/social-link-card.tsx';
import { Paragraph, Title } from '../../../shared/ui/typography.tsx';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { PlainTabs } from '../../../shared/ui/plain-tabs.tsx';
import { Result } from '../../../shared/ui/result.tsx';

/** A group's cards: one a row on a phone, two from 576 px, and from 768 px as many as its size asks. */
function GroupGrid({ group }: { group: SocialGroup }) {
  const columns = { '--card-columns': 24 / cardSpan(group.links.length) } as CSSProperties;
  return (
    <div className="card-grid" style={columns}>
      {group.links.map((link) => (
        <SocialLinkCard key={link.id} link={link} />
      ))}
    </div>
  );
}

/** /social-links — where to find the owner, by group in tabs (spec 02 §2). */
export function SocialLinksPage() {
  const api = useApi();
  const { data: links, error, refetch, isFetching } = useQuery(publicSocialLinksQuery(api));

  const body = () => {
    if (!links)
      return error ? (
        <Result
          status="warning"
          icon={<MaskIcon icon={warning} />}
          title={SOCIAL_LINK_MESSAGES.loadFailed}
          extra={
            <Button onClick={() => void refetch()} loading={isFetching}>
              重试
            </Button>
          }
        />
      ) : (
        <Skeleton active />
      );
    if (links.length === 0) return <Empty description="还没有社交链接" />;
    const groups = groupSocialLinks(links);
    return (
      // Every group is in the server's HTML, not only the first tab's.
      <PlainTabs
        className="social-tabs"
        items={groups.map((group) => ({
          key: group.name,
          label: groupLabel(group),
          children: <GroupGrid group={group} />,
        }))}
      />
    );
  };

  return (
    <div className="links-page">
      <Title level={2} className="social-page-title">
        社交
      </Title>
      <Paragraph type="secondary">在这些地方也能找到我，欢迎关注与交流。</Paragraph>
      {body()}
    </div>
  );
}
