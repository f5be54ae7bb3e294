import { afterEach, describe, expect, it } from 'vitest';
import { readSsrState, ssrStateElement, type SsrState } from './ssr-state.ts';

describe('the server-rendered state in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('travels as JSON that is never run, and comes back whole, a closing script tag in a title included', () => {
    const state: SsrState = {
      router: { loaderData: { home: { title: '</script><script>alert(1)</script>' } }, actionData: null, errors: null },
      queries: { mutations: [], queries: [] },
    };
    const element = ssrStateElement(state);
    expect(element).toMatch(/^<script type="application\/json" id="ssr-state">/);
    expect(element).not.toContain('</script><script>');
    document.head.innerHTML = element;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readSsrState()).toEqual(state);
  });

  it('is null on a page rendered in the browser only', () => {
    expect(readSsrState()).toBeNull();
  });
});
