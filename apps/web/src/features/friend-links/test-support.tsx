import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import type { FriendLinksPage, PublicFriendLink } from '@app/contract';
import { ApiProvider } from '../../shared/api/api-context.tsx';
import { fakeServer, type Handler } from '../../test/fake-server.ts';
import { FeedbackProvider } from '../../shared/ui/feedback.tsx';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** A friend as GET /public/friend-links lists it. */
export const friend = (id: number, siteName: string, opts: Partial<PublicFriendLink> = {}): PublicFriendLink => ({
  id,
  siteName,
  siteUrl: `https://site${id}.example.com`,
  description: `${siteName}的简介`,
  avatarUrl: null,
  ownerName: `站长${id}`,
  category: '个人博客',
  ...opts,
});

export const friendsPage = (links: PublicFriendLink[], rules = '第一条\n第二条'): FriendLinksPage => ({ links, rules });

/**
 * `ui` as a public page holds it: antd's App (messages), the API over a fake server, a query cache
 * that does not retry. Without animations: jsdom never ends one, so a closed modal would stay.
 */
export function renderWithServer(routes: Record<string, Handler>, ui: ReactElement) {
  const server = fakeServer(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <FeedbackProvider preload>
        <ApiProvider client={server.client}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </ApiProvider>
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return { ...server, ...view };
}
