import { useMemo, useRef } from 'react';
import { errorText } from '../api/api-error.ts';
import { Editor } from '@bytemd/react';
import gfm from '@bytemd/plugin-gfm';
import zhHans from 'bytemd/locales/zh_Hans.json';
import 'bytemd/dist/index.css';

const PREVIEW_DEBOUNCE_MS = 300;

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
  const plugins = useMemo(() => [gfm()], []);

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

  const uploadImages = async (files: File[]) => {
    const results = [];
    for (const file of files) {
      try {
        const image = await upload(file);
        results.push({ url: image.url, alt: file.name.replace(/\.[^.]+$/, '') });
      } catch (e) {
        onUploadError(`${file.name}：${errorText(e, '上传失败')}`);
      }
    }
    return results;
  };

  return (
    <Editor
      value={value}
      onChange={(v) => onChange?.(v)}
      plugins={plugins}
      locale={zhHans}
      mode="auto"
      placeholder="开始写作吧，支持 Markdown，可直接粘贴或拖入图片"
      overridePreview={overridePreview}
      uploadImages={uploadImages}
    />
  );
}
