import { act, fireEvent, render, screen } from '@testing-library/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CountToggleButton } from './count-toggle-button.tsx';
import { FeedbackProvider } from './feedback.tsx';

interface LikeStatus {
  liked: boolean;
  likeCount: number;
}

/** A promise and the function that settles it. */
function answerLater<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('CountToggleButton', () => {
  // The queries tell the button at once, not on a timer of their own, so that act() sees every change.
  beforeEach(() => notifyManager.setScheduler((callback) => callback()));
  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it("keeps the toggle's answer when a status request made before it answers after it", async () => {
    const status = answerLater<LikeStatus>();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          <CountToggleButton
            signedIn
            status={{ queryKey: ['like', 1], queryFn: () => status.promise }}
            send={async () => ({ liked: true, likeCount: 1 })}
            read={(s: LikeStatus) => ({ on: s.liked, count: s.likeCount })}
            initialCount={0}
            labels={{ on: '已赞', off: '点赞' }}
            icons={{ on: null, off: null }}
            messages={{ on: '点赞成功', off: '取消点赞成功' }}
          />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('点赞 0');
    // Clicked while the page's status request is still out.
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('点赞成功')).toBeInTheDocument();
    expect(button).toHaveTextContent('已赞 1');
    // That request answers now, with the state from before the like: it is not taken.
    await act(async () => status.answer({ liked: false, likeCount: 0 }));
    expect(queryClient.getQueryState(['like', 1])?.fetchStatus).toBe('idle');
    expect(button).toHaveTextContent('已赞 1');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
