import { useMemo, useRef } from 'react';
import { errorText } from '../../../shared/api/api-error.ts';
import { Editor } from '@bytemd/react';
import gfm from '@bytemd/plugin-gfm';
import zhHans from 'bytemd/locales/zh_Hans.json';
import 'bytemd/dist/index.css';
import { useApi } from '../../../shared/api/api-context.tsx';
import { renderMarkdown, uploadImage } from '../api.ts';

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * bytemd for writing (toolbar, shortcuts, paste/drop image upload); the preview is rendered by
 * the server with the same renderer as the public page, so what is previewed is what is read.
 */
export function MarkdownEditor({ value, onChange, onUploadError }: { value: string; onChange: (value: string) => void; onUploadError: (message: string) => void }) {
  const api = useApi();
  const latest = useRef({ timer: 0, seq: 0 });
  const plugins = useMemo(() => [gfm()], []);

  const overridePreview = (el: HTMLElement, props: { value: string }) => {
    el.classList.add('article-content');
    window.clearTimeout(latest.current.timer);
    const seq = ++latest.current.seq;
    latest.current.timer = window.setTimeout(() => {
      void renderMarkdown(api, props.value)
        .then(({ html }) => {
          // Sanitised by the server's renderer (no raw HTML, safe links only).
          if (seq === latest.current.seq) el.innerHTML = html;
        })
        .catch(() => undefined);
    }, PREVIEW_DEBOUNCE_MS);
  };

  const uploadImages = async (files: File[]) => {
    const results = [];
    for (const file of files) {
      try {
        const image = await uploadImage(api, file);
        results.push({ url: image.url, alt: file.name.replace(/\.[^.]+$/, '') });
      } catch (e) {
        onUploadError(`${file.name}：${errorText(e, '上传失败')}`);
      }
    }
    return results;
  };

  return <Editor value={value} onChange={onChange} plugins={plugins} locale={zhHans} mode="auto" placeholder="开始写作吧，支持 Markdown，可直接粘贴或拖入图片" overridePreview={overridePreview} uploadImages={uploadImages} />;
}
