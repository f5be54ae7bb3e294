import zlib from 'node:zlib';
import type { MultipartFile } from '../multipart.ts';

/**
 * Multipart operations, which the OpenAPI document shows without their parts: what each sends
 * when all is well. The sweep varies every text part, every file's name and every file's content;
 * a multipart route missing here fails the sweep's coverage test until its parts are added.
 */

/** A valid file part: the sweep varies its name and content. */
export type FilePart = MultipartFile & { filename: string };

export interface MultipartParts {
  /** Text parts and their valid values. */
  fields: Record<string, string>;
  /** File parts and their valid files. */
  files: Record<string, FilePart>;
}

/** A one-pixel PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const MULTIPART_PARTS: Record<string, MultipartParts> = {
  'POST /api/admin/upload/image': {
    fields: { type: 'images' },
    files: { file: { filename: 'sweep.png', contentType: 'image/png', data: PIXEL_PNG } },
  },
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG whose header claims `width` × `height` pixels (a decompression bomb's first bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PIXEL_PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface HostileFile {
  label: string;
  data: Buffer;
}

/** What a file part's content is swept with. */
export const HOSTILE_FILES: readonly HostileFile[] = [
  { label: 'not an image', data: Buffer.from('plain text, not a picture\n') },
  { label: 'empty file', data: Buffer.alloc(0) },
  { label: 'cut-off PNG', data: PIXEL_PNG.subarray(0, 40) },
  { label: 'PNG claiming 100000 × 100000 pixels', data: pngClaiming(100_000, 100_000) },
  {
    label: 'SVG with a script and an external entity',
    data: Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><text>&x;</text></svg>',
    ),
  },
  { label: '1 MB of zero bytes', data: Buffer.alloc(1024 * 1024) },
];
