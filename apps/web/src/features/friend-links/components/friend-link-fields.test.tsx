import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FriendLinkApplyInput } from '@app/contract';
import { stubResizeObserver } from '../test-support.tsx';
import { FRIEND_LINK_APPLY_DEFAULTS, FriendLinkFields } from '../index.ts';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

beforeAll(stubResizeObserver);

/** The fields inside another form, as the administrator's form holds them. */
function renderInForm(initial: Partial<FriendLinkApplyInput> = FRIEND_LINK_APPLY_DEFAULTS) {
  const onFinish = vi.fn();
  render(
    <FeedbackProvider preload>
      <Form layout="vertical" initialValues={initial} onFinish={onFinish}>
        <FriendLinkFields />
        <button type="submit">保存</button>
      </Form>
    </FeedbackProvider>,
  );
  return onFinish;
}

const setText = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FriendLinkFields (the application fields, lent to the admin form)', () => {
  it('gives the form the values, the category 个人博客 from the new-link defaults', async () => {
    const onFinish = renderInForm();
    setText('站点名称', '小明的博客');
    setText('站点URL', 'https://xiaoming.example.com');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({
      siteName: '小明的博客',
      siteUrl: 'https://xiaoming.example.com',
      category: '个人博客',
    });
  });

  it('shows the values a form starts with (editing) and checks them by the same rules', async () => {
    const onFinish = renderInForm({ siteName: '旧名字', siteUrl: 'https://old.example.com', category: '技术博客' });
    expect(screen.getByLabelText('站点名称')).toHaveValue('旧名字');
    expect(screen.getByTitle('技术博客')).toBeInTheDocument();
    setText('站点URL', 'nope');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入有效的URL')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
