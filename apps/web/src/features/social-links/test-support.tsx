import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { PLATFORMS, type PlatformCode, type PublicSocialLink } from '@app/contract';
import { ApiProvider } from '../../shared/api/api-context.tsx';
import { fakeServer, type Handler } from '../../test/fake-server.ts';
import { FeedbackProvider } from '../../shared/ui/feedback.tsx';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

export const GITHUB_PATH = 'M12 .297c-6.63 0-12 5.373-12 12z';

/** A link as GET /public/social-links sends it: GitHub's mark, in the default group, unless told otherwise. */
export const social = (id: number, platform: PlatformCode, opts: Partial<PublicSocialLink> = {}): PublicSocialLink => ({
  id,
  platform,
  platformName: PLATFORMS[platform].name,
  title: `${PLATFORMS[platform].name} ${id}`,
  url: `https://example.com/${id}`,
  description: null,
  groupName: '其他平台',
  sortOrder: 0,
  openInNewTab: true,
  featured: false,
  icon: { kind: 'brand', path: GITHUB_PATH },
  color: PLATFORMS[platform].color,
  ...opts,
});

/**
 * `ui` as a public page holds it: antd's App, the API over a fake server, a query cache that does
 * not retry; without animations (jsdom never ends one).
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
  return { ...server, ...view, queryClient };
}
