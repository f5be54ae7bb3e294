import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** Passes bytes through and counts them; the byte past the limit fails the stream. */
export class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.exceeded = true;
      done(new Error(`more than ${this.limit} bytes`));
    } else {
      done(null, chunk);
    }
  }
}

/** The whole stream in one buffer, or null as soon as it is longer than `limit` (the rest is not read). */
export async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
