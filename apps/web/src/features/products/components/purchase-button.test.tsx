import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../shared/api/api-context.tsx';
import { fail, fakeServer, ok, type Handler } from '../../../test/fake-server.ts';
import { PurchaseButton } from './purchase-button.tsx';
import { FeedbackProvider } from '../../../shared/ui/feedback.tsx';

const CLICK = 'POST /public/products/air-jacket/click';
const URL_ = 'https://shop.example.com/item/42';

function renderLink(routes: Record<string, Handler>) {
  const server = fakeServer(routes);
  render(
    <FeedbackProvider preload>
      <ApiProvider client={server.client}>
        <PurchaseButton slug="air-jacket" url={URL_} />
      </ApiProvider>
    </FeedbackProvider>,
  );
  return server;
}

const link = () => screen.getByRole('link', { name: /去购买/ });

/** Clicks the link and tells whether anything stopped the browser from following it. */
function click(): boolean {
  const event = createEvent.click(link(), { button: 0 });
  fireEvent(link(), event);
  return event.defaultPrevented;
}

describe('PurchaseButton (spec 02 §4, §8: click counted, failure ignored, the link still opens)', () => {
  it('is a real link to the shop in a new tab, with rel noopener', () => {
    renderLink({});
    expect(link().tagName).toBe('A');
    expect(link()).toHaveAttribute('href', URL_);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link().getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('a click fires the click count and lets the browser follow the link', async () => {
    const server = renderLink({ [CLICK]: () => ok({ clickCount: 5 }) });
    expect(click()).toBe(false);
    await waitFor(() => expect(server.routes()).toEqual([CLICK]));
  });

  it('a failing click count changes nothing: no message, the link is followed', async () => {
    let answered = false;
    const server = renderLink({
      [CLICK]: () => {
        answered = true;
        return fail(500, '系统错误，请稍后重试');
      },
    });
    expect(click()).toBe(false);
    await waitFor(() => expect(answered).toBe(true));
    expect(server.routes()).toEqual([CLICK]);
    expect(screen.queryByText('系统错误，请稍后重试')).not.toBeInTheDocument();
    expect(link()).toHaveAttribute('href', URL_);
  });

  it('an unreachable server changes nothing either', async () => {
    const server = renderLink({
      [CLICK]: () => Promise.reject(new Error('network down')),
    });
    expect(click()).toBe(false);
    await waitFor(() => expect(server.routes()).toEqual([CLICK]));
  });
});
