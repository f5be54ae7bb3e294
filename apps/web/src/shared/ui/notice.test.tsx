import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice.tsx';

describe("Notice (antd's Alert drawn plain)", () => {
  it('is announced, with its type’s icon, title, description and action', () => {
    render(
      <Notice
        type="warning"
        title="该商品已下架"
        description="暂时无法购买"
        action={<button type="button">重试</button>}
      />,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveClass('notice', 'notice-warning', 'notice-with-description');
    expect(notice).toHaveTextContent('该商品已下架暂时无法购买重试');
    expect(notice.querySelector('.anticon-exclamation-circle.mask-icon')).not.toBeNull();
  });

  it('without a description is the one-line form, an error with its own icon', () => {
    render(<Notice type="error" title="评论加载失败" />);
    const notice = screen.getByRole('alert');
    expect(notice).not.toHaveClass('notice-with-description');
    expect(notice.querySelector('.anticon-close-circle.mask-icon')).not.toBeNull();
  });
});
