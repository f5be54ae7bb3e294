import type { InjectOptions } from 'fastify';

const BOUNDARY = '----site-test-boundary';

/**
 * The text of a part or of a file name: a string (sent as UTF-8), or bytes sent exactly as they
 * are (the security sweep sends what UTF-8 cannot make, a lone surrogate's bytes).
 */
export type PartText = string | Buffer;

export interface MultipartFile {
  /** Left out, the part has no file name. */
  filename?: PartText;
  contentType: string;
  data: Buffer;
}

const bytes = (text: PartText) => (typeof text === 'string' ? Buffer.from(text) : text);

/**
 * A multipart/form-data request body as a browser's form sends it: text parts (a list repeats the
 * part), then file parts. Names and values are written as given: a test may put any character in them.
 */
export function multipart(
  fields: Record<string, PartText | PartText[]>,
  files: Record<string, MultipartFile> = {},
): Pick<InjectOptions, 'headers' | 'payload'> {
  const chunks: Buffer[] = [];
  const part = (disposition: Buffer[], contentType: string | undefined, body: Buffer) =>
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; `),
      ...disposition,
      Buffer.from(`\r\n${contentType ? `Content-Type: ${contentType}\r\n` : ''}\r\n`),
      body,
      Buffer.from('\r\n'),
    );
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) part([Buffer.from(`name="${name}"`)], undefined, bytes(one));
  for (const [name, file] of Object.entries(files)) {
    const filename =
      file.filename === undefined ? [] : [Buffer.from('; filename="'), bytes(file.filename), Buffer.from('"')];
    part([Buffer.from(`name="${name}"`), ...filename], file.contentType, file.data);
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(chunks),
  };
}
