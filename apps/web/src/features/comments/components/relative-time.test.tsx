import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { RelativeTime } from './relative-time.tsx';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('RelativeTime', () => {
  it("shows '3 分钟前' with the date and time (Beijing time) on hover", () => {
    const iso = '2024-05-01T01:02:00.000Z';
    render(<RelativeTime iso={minutesAgo(3)} />);
    expect(screen.getByText('3 分钟前')).toBeInTheDocument();
    render(<RelativeTime iso={iso} />);
    expect(document.querySelector(`time[datetime="${iso}"]`)).toHaveAttribute('title', '2024-05-01 09:02');
  });

  it('is written absolute by the server and while hydrating, relative afterwards: no hydration mismatch', async () => {
    const iso = minutesAgo(3);
    const html = renderToString(<RelativeTime iso={iso} />);
    expect(html).toContain(`>${formatDateTime(iso)}</time>`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recovered: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <RelativeTime iso={iso} />, { onRecoverableError: (e) => recovered.push(e) }),
    );
    await waitFor(() => expect(container).toHaveTextContent('3 分钟前'));
    expect(recovered).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it("reads a time slightly ahead of the browser's clock as now", () => {
    render(<RelativeTime iso={new Date(Date.now() + 30_000).toISOString()} />);
    expect(screen.getByText('几秒前')).toBeInTheDocument();
  });
});
