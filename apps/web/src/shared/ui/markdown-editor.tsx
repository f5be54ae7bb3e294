import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { errorText } from '../api/api-error.ts';
import { Editor } from '@bytemd/react';
import gfm from '@bytemd/plugin-gfm';
import zhHans from 'bytemd/locales/zh_Hans.json';
import { imageUploadPlugin } from './image-upload-plugin.ts';
import 'bytemd/dist/index.css';
import './markdown-editor.css';

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * From laptop widths the editor shows its whole toolbar and the preview beside the text (the
 * preview can be hidden with the toolbar's 仅编辑 button); narrower screens get 编辑/预览 tabs.
 * bytemd's own 'auto' mode measures the editor, not the screen, and wanted 800 px of editor: with
 * the admin's side menu and the settings column that was only reached from 1536 px screens.
 */
const SPLIT_VIEW = '(min-width: 1024px)';

function subscribeToSplitView(changed: () => void): () => void {
  const query = window.matchMedia(SPLIT_VIEW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

const splitViewNow = () => window.matchMedia(SPLIT_VIEW).matches;

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Renders Markdown as the public page will (the server's renderer). */
  render: (markdown: string) => Promise<{ html: string }>;
  /** Uploads a pasted, dropped or chosen image and answers its address. */
  upload: (file: File) => Promise<{ url: string }>;
  onUploadError: (message: string) => void;
}

/**
 * bytemd for writing (toolbar, shortcuts, paste/drop image upload); the preview is rendered by
 * the server with the same renderer as the public page, so what is previewed is what is read.
 * Used by every Markdown field of the back office (articles, custom pages, later products).
 */
export function MarkdownEditor({ value = '', onChange, render, upload, onUploadError }: MarkdownEditorProps) {
  const latest = useRef({ timer: 0, seq: 0 });
  // The plugins are made once (bytemd rebuilds its toolbar when they change); they upload through
  // whatever `upload` the latest render was given.
  const uploads = useRef({ upload, onUploadError });
  useLayoutEffect(() => {
    uploads.current = { upload, onUploadError };
  });
  const plugins = useMemo(
    () => [
      gfm(),
      // The ref is read when an image arrives (an event), never while rendering.
      // eslint-disable-next-line react-hooks/refs
      imageUploadPlugin({
        async uploadAll(files) {
          const results = [];
          for (const file of files) {
            try {
              const image = await uploads.current.upload(file);
              results.push({ url: image.url, alt: file.name.replace(/\.[^.]+$/, '') });
            } catch (e) {
              uploads.current.onUploadError(`${file.name}：${errorText(e, '上传失败')}`);
            }
          }
          return results;
        },
      }),
    ],
    [],
  );
  const split = useSyncExternalStore(subscribeToSplitView, splitViewNow);

  const overridePreview = (el: HTMLElement | null, props: { value: string }) => {
    // bytemd calls this once more while it is being destroyed, without its element.
    if (!el) return;
    el.classList.add('article-content');
    window.clearTimeout(latest.current.timer);
    const seq = ++latest.current.seq;
    latest.current.timer = window.setTimeout(() => {
      void render(props.value)
        .then(({ html }) => {
          // Sanitised by the server's renderer (no raw HTML, safe links only).
          if (seq === latest.current.seq && el.isConnected) el.innerHTML = html;
        })
        .catch(() => undefined);
    }, PREVIEW_DEBOUNCE_MS);
  };

  return (
    <Editor
      value={value}
      onChange={(v) => onChange?.(v)}
      plugins={plugins}
      locale={zhHans}
      mode={split ? 'split' : 'tab'}
      placeholder="开始写作吧，支持 Markdown，可直接粘贴或拖入图片"
      overridePreview={overridePreview}
    />
  );
}
