import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedMarkdown } from './rendered-markdown.tsx';

// The markup the server's Markdown renderer writes for a fenced block.
const HTML =
  '<p>安装：</p><div class="code-block"><div class="code-block-bar"><span class="code-block-lang">Shell</span>' +
  '<button type="button" class="code-copy">复制</button></div>' +
  '<pre class="shiki"><code><span class="line">npm install</span>\n<span class="line">npm start</span></code></pre></div>';

describe('a code block on a public page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('copies its code with 复制 and says 已复制', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    render(<RenderedMarkdown html={HTML} />);
    expect(screen.getByText('Shell')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('npm install\nnpm start');
    await waitFor(() => expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument());
  });

  it('says so when the browser refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    render(<RenderedMarkdown html={HTML} />);
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '复制失败' })).toBeInTheDocument());
  });
});
