import { randomUUID } from 'node:crypto';

/**
 * Where a page's style nonce goes. A rendered page is kept and sent to many visitors, so it holds
 * this marker, and every response gets its own nonce in its place. The marker is random for each
 * process and never sent, so no text a visitor wrote (an article, a comment) can hold it and be
 * handed a nonce.
 */
export const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

/** The page's nonce for the browser side: antd's run-time styles read it from here. */
export const NONCE_META = `<meta property="csp-nonce" nonce="${NONCE_SLOT}" />`;

export const fillNonceSlots = (html: string, nonce: string): string => html.replaceAll(NONCE_SLOT, nonce);
