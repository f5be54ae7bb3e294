import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationJob } from '@app/contract';
import { fakeServer, fail, ok, type Handler } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { notificationJob, pageOf, stubResizeObserver } from '../test-support.ts';
import { NotificationJobs } from './notification-jobs.tsx';

function renderJobs(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  const router = createMemoryRouter([{ path: '/', element: <NotificationJobs /> }]);
  renderPage(server.client, router);
  return server;
}

const listCalls = (server: ReturnType<typeof renderJobs>) =>
  server.requests.filter((r) => r.route === 'GET /admin/subscriptions/notifications');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/**
 * Under fake timers: lets the requests and React settle (Testing Library's findBy* would wait on a
 * fake setTimeout), and fails if `found` never holds. The clock moves by 1 ms a step: the query
 * cache tells React of new data through a setTimeout(0), which the fake clock puts 1 ms ahead
 * when it is set while timers are running (the poll's reply arrives so).
 */
async function until(found: () => unknown) {
  for (let i = 0; i < 50 && !found(); i++) await act(() => vi.advanceTimersByTimeAsync(1));
  expect(found()).toBeTruthy();
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(stubResizeObserver);
afterEach(() => {
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 20_000 });

describe('NotificationJobs (发送记录)', () => {
  it('shows each job: subject, kind, audience, sent/total, failed in red, status, created and finished', async () => {
    renderJobs({
      'GET /admin/subscriptions/notifications': () =>
        ok(
          pageOf([
            notificationJob(2, '【轻量博客】春季上新', {
              audience: ['USER_NEW_ARTICLE', 'USER_NEW_PRODUCT'],
              total: 5,
              sent: 3,
              failed: 1,
              skipped: 1,
            }),
            notificationJob(1, '新文章：用 React 写博客', {
              kind: 'USER_NEW_ARTICLE',
              status: 'SENDING',
              total: 4,
              sent: 1,
              finishedAt: null,
            }),
          ]),
        ),
    });
    const custom = await rowOf('【轻量博客】春季上新');
    expect(within(custom).getByText('自定义通知')).toBeInTheDocument();
    expect(within(custom).getByText('新文章')).toBeInTheDocument();
    expect(within(custom).getByText('新好物')).toBeInTheDocument();
    expect(within(custom).getByText('3/5')).toBeInTheDocument();
    expect(within(custom).getByText('跳过 1（已暂停或退订）')).toBeInTheDocument();
    const failed = within(custom).getByRole('button', { name: '查看 1 个发送失败的收件人' });
    expect(failed).toHaveTextContent('1');
    expect(failed).toHaveClass('ant-btn-dangerous');
    expect(within(custom).getByText('已完成')).toBeInTheDocument();
    expect(within(custom).getByText('2025-03-01 16:30')).toBeInTheDocument(); // Beijing time
    expect(within(custom).getByText('2025-03-01 16:31')).toBeInTheDocument();

    const event = await rowOf('新文章：用 React 写博客');
    // An event's kind is its type's label; its audience the same type.
    expect(within(event).getAllByText('新文章')).toHaveLength(2);
    expect(within(event).getByText('1/4')).toBeInTheDocument();
    expect(within(event).getByText('发送中')).toBeInTheDocument();
    expect(within(event).queryByRole('button', { name: /发送失败/ })).not.toBeInTheDocument();
    expect(within(event).getByText('—')).toBeInTheDocument(); // not finished
  });

  it('reads the jobs every 2 s while one is sending, and stops once all are done', async () => {
    vi.useFakeTimers();
    const sending = notificationJob(7, '【轻量博客】春季上新', {
      status: 'SENDING',
      total: 3,
      sent: 0,
      finishedAt: null,
    });
    const replies: NotificationJob[] = [
      sending,
      { ...sending, sent: 1 },
      { ...sending, sent: 3, status: 'DONE', finishedAt: '2025-03-01T08:31:00.000Z' },
    ];
    const server = renderJobs({
      'GET /admin/subscriptions/notifications': () => ok(pageOf([replies[calls() - 1]!])),
    });
    const calls = () => listCalls(server).length;
    await until(() => screen.queryByText('0/3'));
    expect(calls()).toBe(1);

    // `until` moved the clock a few ms at most: 1.9 s on, no read yet; at 2 s, the second.
    await wait(1900);
    expect(calls()).toBe(1);
    await wait(100);
    expect(calls()).toBe(2);
    await until(() => screen.queryByText('1/3'));

    await wait(2000);
    expect(calls()).toBe(3);
    await until(() => screen.queryByText('3/3'));
    expect(screen.getByText('已完成')).toBeInTheDocument();

    // All done: no more reads, however long the page stays open.
    await wait(60_000);
    expect(calls()).toBe(3);
  });

  it('reads nothing again when every job is done', async () => {
    vi.useFakeTimers();
    const server = renderJobs({
      'GET /admin/subscriptions/notifications': () => ok(pageOf([notificationJob(1, '已发完的通知')])),
    });
    await until(() => screen.queryByText('已发完的通知'));
    await wait(10_000);
    expect(listCalls(server)).toHaveLength(1);
  });

  it('the failed count opens the addresses that could not be reached, with tries and reason', async () => {
    const server = renderJobs({
      'GET /admin/subscriptions/notifications': () =>
        ok(pageOf([notificationJob(3, '【轻量博客】春季上新', { sent: 1, failed: 2 })])),
      'GET /admin/subscriptions/notifications/3': () =>
        ok({
          ...notificationJob(3, '【轻量博客】春季上新', { sent: 1, failed: 2 }),
          failures: [
            {
              email: 'gone@example.com',
              attempts: 5,
              error: '550 mailbox unavailable',
              updatedAt: '2025-03-01T08:40:00.000Z',
            },
            { email: 'full@example.com', attempts: 5, error: null, updatedAt: '2025-03-01T08:41:00.000Z' },
          ],
        }),
    });
    const user = userEvent.setup();
    const row = await rowOf('【轻量博客】春季上新');
    await user.click(within(row).getByRole('button', { name: '查看 2 个发送失败的收件人' }));
    const dialog = (await screen.findByText('发送失败的收件人', { selector: '.ant-modal-title' })).closest(
      '[role=dialog]',
    ) as HTMLElement;
    const gone = (await within(dialog).findByText('gone@example.com')).closest('tr') as HTMLElement;
    expect(within(gone).getByText('5')).toBeInTheDocument();
    expect(within(gone).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(gone).getByText('2025-03-01 16:40')).toBeInTheDocument();
    const full = within(dialog).getByText('full@example.com').closest('tr') as HTMLElement;
    expect(within(full).getByText('未知错误')).toBeInTheDocument();
    expect(server.routes()).toContain('GET /admin/subscriptions/notifications/3');
  });

  it("says when there is nothing yet, and a refused list with the server's reason", async () => {
    renderJobs({ 'GET /admin/subscriptions/notifications': () => ok(pageOf([])) });
    expect(await screen.findByText('还没有发送记录')).toBeInTheDocument();
  });

  it("a refused list: '加载发送记录失败' and the server's reason", async () => {
    renderJobs({ 'GET /admin/subscriptions/notifications': () => fail(500, '系统繁忙') });
    expect(await screen.findByText('加载发送记录失败')).toBeInTheDocument();
    expect(screen.getByText('系统繁忙')).toBeInTheDocument();
  });

  it('pages: page 2 asked for as page=1', async () => {
    const server = renderJobs({
      'GET /admin/subscriptions/notifications': (_b, params) =>
        ok({
          ...pageOf(
            Array.from({ length: 10 }, (_, i) => notificationJob(i + 1, `第 ${Number(params.page) * 10 + i + 1} 条`)),
            15,
          ),
          page: Number(params.page),
        }),
    });
    await rowOf('第 1 条');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await rowOf('第 11 条');
    expect(listCalls(server).map((r) => r.params)).toEqual([
      { page: 0, size: 10 },
      { page: 1, size: 10 },
    ]);
  });
});
