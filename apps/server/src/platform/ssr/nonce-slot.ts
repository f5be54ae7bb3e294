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

/** The same for a page kept as bytes (the page cache): the bytes between the slots are sent as they are. */
export function fillNonceSlotsInBytes(page: Buffer, nonce: string): Buffer {
  const slot = Buffer.from(NONCE_SLOT);
  const filled = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(slot); at !== -1; at = page.indexOf(slot, from)) {
    parts.push(page.subarray(from, at), filled);
    from = at + slot.length;
  }
  if (from === 0) return page;
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
