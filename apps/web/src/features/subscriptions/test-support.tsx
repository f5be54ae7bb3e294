import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Role, Subscription, SubscriptionStatus, SubscriptionType } from '@app/contract';
import { ApiProvider } from '../../shared/api/api-context.tsx';
import { useSession } from '../auth/index.ts';
import { alice, fakeServer, type Handler, type Reply } from '../../test/fake-server.ts';
import { aliceSession } from '../../test/signed-in.tsx';
import { FeedbackProvider } from '../../shared/ui/feedback.tsx';

export { stubResizeObserver } from '../../test/jsdom-stubs.ts';

/** Readable subscriptions for the feature's unit tests: alice's own address, active, unless told otherwise. */
export const subscription = (
  id: number,
  subscriptionType: SubscriptionType,
  opts: Partial<Subscription> & { status?: SubscriptionStatus } = {},
): Subscription => ({
  id,
  subscriptionType,
  status: 'ACTIVE',
  email: alice.email,
  subscriberName: null,
  unsubscribeToken: `${id}.token`,
  createdAt: '2025-03-01T08:30:00.000Z',
  lastNotificationAt: null,
  notificationCount: 0,
  ...opts,
});

/** The server's refusal of a resend within its cooldown (HTTP 429, code CODE_COOLDOWN). */
export const cooldownRefusal = (): Reply => ({
  status: 429,
  data: { success: false, message: '验证码发送过于频繁，请 100 秒后再试', code: 'CODE_COOLDOWN', data: null },
});

/**
 * `ui` as the settings page holds it, alice signed in with `role`: antd's App (messages), the
 * API over a fake server, a query cache that does not retry. Without animations: jsdom never
 * ends one, so a closed dialog would stay.
 */
export function renderSignedIn(routes: Record<string, Handler>, ui: ReactElement, role: Role = 'USER') {
  useSession.setState({ ...aliceSession, user: { ...alice, role } });
  const server = fakeServer(routes, { getToken: () => 'tok' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackProvider preload>
        <ApiProvider client={server.client}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </ApiProvider>
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return { ...server, ...view };
}

/** antd puts a space between the two characters of a two-character CJK button label. */
export const label = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** The dialog titled `title`. */
export const dialog = (title: string) =>
  screen.getByText(title, { selector: '.ant-modal-title' }).closest('.ant-modal') as HTMLElement;
/** Whether a dialog titled `title` is shown (a closed one may stay in the page, hidden). */
export const isShown = (title: string) =>
  screen.queryAllByRole('dialog').some((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));

/** Runs due timers and pending promises inside act, without moving the fake clock. */
export const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
/**
 * Lets a chain of renders, short timers and animation frames run out (a field's error: validation,
 * render, antd's debounce, a frame): each act flushes React's updates, whose effects set the next
 * timer. Moves the clock 200 ms, too little to change a countdown's second.
 */
export async function settle() {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(20));
}
/** Moves the fake clock one second at a time, so each tick of a countdown renders. */
export async function seconds(n: number) {
  for (let i = 0; i < n; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}
