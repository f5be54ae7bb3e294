import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from './feedback.tsx';

function SaveButton() {
  const { message, modal } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => message.success('已保存')}>
        保存
      </button>
      <button type="button" onClick={() => modal.confirm({ title: '确定删除？', content: '删除后不能恢复' })}>
        删除
      </button>
    </>
  );
}

describe('FeedbackProvider', () => {
  it("draws antd App's root element, so the theme's variables and text styles reach the page", () => {
    const html = renderToString(
      <FeedbackProvider>
        <p>正文</p>
      </FeedbackProvider>,
    );
    expect(html).toMatch(/^<div class="[^"]*\bant-app\b[^"]*"><p>正文<\/p><\/div>$/);
  });

  it('shows a message asked for before antd’s parts were loaded, once they are', async () => {
    const user = userEvent.setup();
    render(
      <FeedbackProvider>
        <SaveButton />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('opens a confirm dialog the same way', async () => {
    const user = userEvent.setup();
    render(
      <FeedbackProvider>
        <SaveButton />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除？');
    expect(dialog).toHaveTextContent('删除后不能恢复');
  });

  it('needs a provider: a screen outside one is a mistake, said at once', () => {
    function Bare() {
      useFeedback();
      return null;
    }
    expect(() => renderToString(<Bare />)).toThrow(/FeedbackProvider/);
  });
});
