/**
 * The page's Content-Security-Policy lets in only <style> elements that carry this response's
 * nonce. The server writes it on its own style elements and in
 * `<meta property="csp-nonce" nonce="…">` for what the browser adds later.
 */

/**
 * The nonce of this page; undefined outside a page served by the site. Browsers hide a nonce from
 * getAttribute once the page has loaded, but keep it in the `nonce` property.
 */
export function pageStyleNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

const STYLE_OPENING = /<style(?=[\s>])/gi;

/** Markup whose <style> elements carry `nonce` (a nonce is base64: nothing to escape). */
export const withStyleNonce = (html: string, nonce: string): string =>
  html.replace(STYLE_OPENING, (opening) => `${opening} nonce="${nonce}"`);

/**
 * Gives every <style> element made by script the page's nonce. antd's own styles get it from its
 * ConfigProvider, but a few of its parts make theirs without a way to pass one: the scroll lock
 * of an open Modal or Drawer and the scrollbar measure of tables (@rc-component/portal and
 * /util). Without this, the policy would need 'unsafe-inline' for every <style>; with it, style
 * markup slipped into the page (not made by our scripts) is still refused.
 */
export function nonceStylesMadeByScript(nonce: string, doc: Document = document): void {
  const create = doc.createElement;
  doc.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element.localName === 'style') element.nonce = nonce;
    return element;
  } as Document['createElement'];
}
