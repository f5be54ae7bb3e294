import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentText } from './comment-text.tsx';

describe('CommentText (a comment from its parts, never HTML)', () => {
  it('renders links as nofollow ugc links opening a new tab, with the text around them as text', () => {
    const { container } = render(
      <CommentText
        parts={[
          { type: 'text', text: '看看 ' },
          { type: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
          { type: 'text', text: ' 这篇' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.firstElementChild).toHaveTextContent('看看 https://example.com/a 这篇');
  });

  it('keeps markup as text: <script> and an <img onerror> stay characters on the page', () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { container } = render(<CommentText parts={[{ type: 'text', text: payload }]} />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.firstElementChild?.textContent).toBe(payload);
  });

  it('keeps the line breaks of the text (shown by white-space: pre-wrap)', () => {
    const { container } = render(<CommentText parts={[{ type: 'text', text: '第一行\n\n第三行' }]} />);
    expect(container.firstElementChild?.textContent).toBe('第一行\n\n第三行');
    expect(container.firstElementChild).toHaveClass('comment-text');
  });

  it('shows a link part whose address is not a web address as plain text', () => {
    const { container } = render(
      <CommentText parts={[{ type: 'link', text: 'javascript:alert(1)', href: 'javascript:alert(1)' }]} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('javascript:alert(1)');
  });
});
