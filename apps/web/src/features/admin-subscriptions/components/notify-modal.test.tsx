import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, type Handler } from '../../../test/fake-server.ts';
import { fieldError, renderFormModal } from '../../../test/form-modal.tsx';
import { label, notificationJob, stubResizeObserver } from '../test-support.ts';
import { NotifyModal } from './notify-modal.tsx';

const MAIL = '<html><body><h1>春季上新</h1><p>这里是<strong>正文</strong></p></body></html>';
const previewOf =
  (recipients: number): Handler =>
  (body) =>
    ok({ subject: `【轻量博客】${String(body.subject)}`, html: MAIL, recipients });
const job = notificationJob(12, '【轻量博客】春季上新', { status: 'SENDING', sent: 0, finishedAt: null });

const renderModal = (routes: Record<string, Handler>) =>
  renderFormModal(routes, ({ onClose, onSaved }) => <NotifyModal open onClose={onClose} onSent={onSaved} />);

const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const button = (name: string) => screen.getByRole('button', { name: label(name) });

async function compose(user: ReturnType<typeof userEvent.setup>, types: string[]) {
  await user.type(screen.getByLabelText('通知标题'), '春季上新');
  await user.type(screen.getByLabelText('通知内容'), '这里是**正文**');
  for (const type of types) await user.click(screen.getByRole('checkbox', { name: type }));
}

beforeAll(stubResizeObserver);
vi.setConfig({ testTimeout: 20_000 });

describe('NotifyModal (发送通知)', () => {
  it('offers the seven types as the audience, none chosen', () => {
    renderModal({});
    const boxes = within(screen.getByRole('dialog')).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      '新用户注册',
      '新评论',
      '文章发布',
      '好物上架',
      '新文章',
      '新好物',
      '评论回复',
    ]);
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
  });

  it("预览 on an empty form: '请输入通知标题', '请输入通知内容', '请选择接收对象', nothing sent", async () => {
    const user = userEvent.setup();
    const server = renderModal({});
    await user.click(button('预览'));
    expect(await fieldError('请输入通知标题')).toBeInTheDocument();
    expect(await fieldError('请输入通知内容')).toBeInTheDocument();
    expect(await fieldError('请选择接收对象')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("预览 shows the mail in a sandboxed frame and '将发送给 N 位订阅者'; 发送 sends the same, then '自定义通知发送任务已启动'", async () => {
    const user = userEvent.setup();
    const server = renderModal({
      'POST /admin/subscriptions/notify/preview': previewOf(3),
      'POST /admin/subscriptions/notify': () => ok(job),
    });
    await compose(user, ['新文章', '新好物']);
    await user.click(button('预览'));

    expect(await screen.findByText('将发送给 3 位订阅者')).toBeInTheDocument();
    const body = {
      subject: '春季上新',
      content: '这里是**正文**',
      subscriptionTypes: ['USER_NEW_ARTICLE', 'USER_NEW_PRODUCT'],
    };
    expect(server.bodiesOf('POST /admin/subscriptions/notify/preview')).toEqual([body]);
    expect(screen.getByText('【轻量博客】春季上新')).toBeInTheDocument();
    const frame = screen.getByTitle('邮件预览');
    // No scripts, no same origin, no forms: the mail's HTML cannot act in the back office.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MAIL);
    expect(server.routes()).not.toContain('POST /admin/subscriptions/notify');

    await user.click(button('发送'));
    expect(await toast('自定义通知发送任务已启动')).toBeInTheDocument();
    expect(server.bodiesOf('POST /admin/subscriptions/notify')).toEqual([body]);
    expect(server.onSaved).toHaveBeenCalledWith(job);
  });

  it('返回修改 goes back to the form with the text as it was', async () => {
    const user = userEvent.setup();
    const server = renderModal({ 'POST /admin/subscriptions/notify/preview': previewOf(3) });
    const form = () => screen.getByLabelText('通知标题').closest('form');
    await compose(user, ['评论回复']);
    await user.click(button('预览'));
    await screen.findByText('将发送给 3 位订阅者');
    expect(form()).toHaveAttribute('hidden');
    await user.click(button('返回修改'));
    expect(form()).not.toHaveAttribute('hidden');
    expect(screen.getByLabelText('通知标题')).toHaveValue('春季上新');
    expect(screen.getByRole('checkbox', { name: '评论回复' })).toBeChecked();
    expect(screen.queryByTitle('邮件预览')).not.toBeInTheDocument();
    expect(server.routes()).toEqual(['POST /admin/subscriptions/notify/preview']);
  });

  it("nobody to send to: the preview says '所选订阅类型下没有已激活的订阅者' and 发送 is disabled", async () => {
    const user = userEvent.setup();
    renderModal({ 'POST /admin/subscriptions/notify/preview': previewOf(0) });
    await compose(user, ['新用户注册']);
    await user.click(button('预览'));
    expect(await screen.findByText('所选订阅类型下没有已激活的订阅者')).toBeInTheDocument();
    expect(button('发送')).toBeDisabled();
  });

  it('a send refused on the audience goes back to the form with the reason under 接收对象', async () => {
    const user = userEvent.setup();
    const server = renderModal({
      'POST /admin/subscriptions/notify/preview': previewOf(1),
      // The last subscriber left between the preview and the send.
      'POST /admin/subscriptions/notify': () => ({
        status: 400,
        data: {
          success: false,
          message: '参数校验失败',
          code: 'VALIDATION_ERROR',
          data: { errors: [{ field: 'subscriptionTypes', message: '所选订阅类型下没有已激活的订阅者' }] },
        },
      }),
    });
    await compose(user, ['新文章']);
    await user.click(button('预览'));
    await screen.findByText('将发送给 1 位订阅者');
    await user.click(button('发送'));
    expect(await fieldError('所选订阅类型下没有已激活的订阅者')).toBeInTheDocument();
    expect(await toast('参数校验失败')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTitle('邮件预览')).not.toBeInTheDocument());
    expect(server.onSaved).not.toHaveBeenCalled();
  });
});
