import { afterEach, describe, expect, it } from 'vitest';
import { nonceStylesMadeByScript, pageStyleNonce, withStyleNonce } from './style-nonce.ts';

describe('withStyleNonce', () => {
  it('gives every <style> element the nonce, whatever its attributes, and leaves other markup alone', () => {
    const html =
      '<html><head><style>a{}</style><STYLE data-x="1">b{}</STYLE></head><body><p>style</p><styles></styles></body></html>';
    expect(withStyleNonce(html, 'n0+/=')).toBe(
      '<html><head><style nonce="n0+/=">a{}</style><STYLE nonce="n0+/=" data-x="1">b{}</STYLE></head><body><p>style</p><styles></styles></body></html>',
    );
  });
});

describe('pageStyleNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the nonce the server wrote in the page's meta element", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    expect(pageStyleNonce()).toBe('abc123');
  });

  it('is undefined on a page without one', () => {
    expect(pageStyleNonce()).toBeUndefined();
  });
});

describe('nonceStylesMadeByScript', () => {
  it('gives <style> elements made by script the nonce, and nothing else', () => {
    const doc = document.implementation.createHTMLDocument('page');
    nonceStylesMadeByScript('abc123', doc);
    expect(doc.createElement('style').nonce).toBe('abc123');
    expect(doc.createElement('STYLE').nonce).toBe('abc123');
    expect(doc.createElement('div').nonce).toBe('');
    expect(doc.createElement('script').nonce).toBe('');
  });

  it('leaves style markup parsed into the page without it', () => {
    const doc = document.implementation.createHTMLDocument('page');
    nonceStylesMadeByScript('abc123', doc);
    const host = doc.createElement('div');
    host.innerHTML = '<style>p{}</style>';
    expect(host.querySelector('style')?.nonce).toBe('');
  });
});
