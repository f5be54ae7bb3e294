import { describe, expect, it } from 'vitest';
import { backgroundAreaOf } from './background-area.ts';

describe('backgroundAreaOf', () => {
  it('tells the home page, an article and the rest apart', () => {
    expect(backgroundAreaOf('/')).toBe('home');
    expect(backgroundAreaOf('/articles/hello-world')).toBe('article');
    expect(backgroundAreaOf('/articles/hello-world/')).toBe('article');
    expect(backgroundAreaOf('/articles')).toBe('other');
    expect(backgroundAreaOf('/products/x')).toBe('other');
    expect(backgroundAreaOf('/search')).toBe('other');
  });
});
