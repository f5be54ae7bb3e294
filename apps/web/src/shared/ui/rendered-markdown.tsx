import type { MouseEvent } from 'react';

const COPIED_FOR_MS = 2000;

/** The clipboard API where the page may use it (https or localhost); the selection's copy elsewhere. */
async function copyText(text: string, from: HTMLElement): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(from);
  selection?.removeAllRanges();
  selection?.addRange(range);
  // The fallback of browsers on a plain-http site, where the clipboard API is withheld.
  const copied = document.execCommand('copy');
  selection?.removeAllRanges();
  if (!copied) throw new Error('copy refused');
}

/** 复制 on a code block (markup the server's renderer writes): its code to the clipboard, '已复制' for a moment. */
function copyCodeBlock(event: MouseEvent<HTMLDivElement>): void {
  const button = (event.target as Element).closest<HTMLButtonElement>('button.code-copy');
  const code = button?.closest('.code-block')?.querySelector('pre');
  if (!button || !code) return;
  const show = (label: string) => {
    button.textContent = label;
    window.setTimeout(() => {
      if (button.isConnected) button.textContent = '复制';
    }, COPIED_FOR_MS);
  };
  copyText(code.textContent ?? '', code).then(
    () => show('已复制'),
    () => show('复制失败'),
  );
}

/**
 * HTML rendered from Markdown by the server (sanitised there): an article, a product's description,
 * a page. One click listener serves every code block's 复制 button, so the public page needs no
 * script per block and the buttons work as soon as the page is hydrated.
 */
export function RenderedMarkdown({ html }: { html: string }) {
  return <div className="article-content" onClick={copyCodeBlock} dangerouslySetInnerHTML={{ __html: html }} />;
}
