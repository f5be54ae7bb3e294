import type { InjectOptions } from 'fastify';

const BOUNDARY = '----site-test-boundary';

/**
 * A multipart/form-data request body: text fields, then at most one file, as a browser's form
 * sends them. Names and values are written as given (a test may put any character in them).
 */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; data: Buffer },
): Pick<InjectOptions, 'headers' | 'payload'> {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(chunks),
  };
}
