import type { BytemdEditorContext, BytemdPlugin } from 'bytemd';

/** bytemd's own picture icon (IconPark, as in its toolbar). */
const PICTURE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" fill="none" viewBox="0 0 48 48"><path stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="4" d="M5 10a2 2 0 0 1 2-2h34a2 2 0 0 1 2 2v28a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V10Z" clip-rule="evenodd"/><path stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="4" d="M14.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" clip-rule="evenodd"/><path stroke="currentColor" stroke-linejoin="round" stroke-width="4" d="m15 24 5 4 6-7 17 13v4a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-4l10-10Z"/></svg>';

interface ImageUploads {
  /** Uploads the images (reporting each failure itself) and answers those that were stored. */
  uploadAll(files: File[]): Promise<{ url: string; alt: string }[]>;
}

const imagesOf = (items: DataTransferItemList | undefined): File[] =>
  Array.from(items ?? [])
    .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);

/** `![alt](url)` for each image, a blank line between them. */
const imagesMarkdown = (images: { url: string; alt: string }[]): string =>
  images.map(({ url, alt }) => `![${alt.replace(/[[\]\\]/g, '')}](${url})`).join('\n\n');

/**
 * Uploads and inserts the images as a block after the caret's paragraph, then puts the caret at the
 * end of what was inserted. bytemd's own upload (its `uploadImages` prop) leaves the inserted
 * Markdown selected, so the next key typed replaced the image.
 */
async function insertImages(ctx: BytemdEditorContext, uploads: ImageUploads, files: File[]): Promise<void> {
  const images = await uploads.uploadAll(files);
  if (images.length === 0) return;
  const { editor } = ctx;
  const markdown = imagesMarkdown(images);
  const start = ctx.appendBlock(markdown);
  editor.setCursor(editor.posFromIndex(editor.indexFromPos(start) + markdown.length));
  editor.focus();
}

/**
 * Images into the Markdown editor: pasted, dropped, or chosen with the toolbar's picture button
 * (several at once), each uploaded and inserted with the caret after it.
 */
export function imageUploadPlugin(uploads: ImageUploads): BytemdPlugin {
  return {
    actions: [
      {
        title: '图片',
        icon: PICTURE_ICON,
        cheatsheet: '![图片描述](url)',
        handler: {
          type: 'action',
          shortcut: `${typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? 'Cmd' : 'Ctrl'}-Shift-I`,
          async click(ctx) {
            const files = await ctx.selectFiles({ accept: 'image/*', multiple: true });
            if (files?.length) await insertImages(ctx, uploads, Array.from(files));
          },
        },
      },
    ],
    editorEffect(ctx) {
      // Taken before CodeMirror acts on the event: a pasted or dropped image is uploaded, not
      // inserted as a file name or text.
      const take = (event: Event, items: DataTransferItemList | undefined) => {
        const files = imagesOf(items);
        if (files.length === 0) return;
        event.preventDefault();
        void insertImages(ctx, uploads, files);
      };
      const onPaste = (_: unknown, event: ClipboardEvent) => take(event, event.clipboardData?.items);
      const onDrop = (_: unknown, event: DragEvent) => take(event, event.dataTransfer?.items);
      ctx.editor.on('paste', onPaste);
      ctx.editor.on('drop', onDrop);
      return () => {
        ctx.editor.off('paste', onPaste);
        ctx.editor.off('drop', onDrop);
      };
    },
  };
}
