import { randomBytes } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import {
  FILE_MESSAGES,
  fileExtension,
  isAcceptedUploadType,
  isImageFileName,
  UPLOAD_LIMITS,
  uploadedImageVariant,
  type UploadedFile,
  type UploadedImage,
} from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { servingOf } from '../../platform/storage/content-types.ts';
import { BUCKET_PATTERN, type StorageDriver } from '../../platform/storage/storage.ts';
import { trimChars } from '../../platform/text/trim.ts';
import type { FilesService } from '../files/files.service.ts';
import type { SiteService } from '../site/site.service.ts';
import { ImageRejected } from './image-budgets.ts';
import { processImage } from './image-processing.ts';
import { ByteLimit, readAtMost } from './byte-limit.ts';

const MB = 1024 * 1024;

/** A file part as it arrives: its bytes are read once, as they come. */
export interface IncomingFile {
  filename: string;
  /** What the browser says the file is (only its kind is checked: what is served comes from the name). */
  mimetype: string;
  stream: Readable;
}

const refused = (field: string, message: string) => AppError.validation([{ field, message }]);
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message);

/** `2026/11/<random>`: a new name in this month's folder, never reused (files are cached for a year). */
function datedStem(): string {
  const now = new Date();
  const random = randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${random}`;
}

/** 'Q3 报告 (final).PDF' → 'q3-final.pdf': what of the name an object name can keep, so the list stays readable. */
function keptName(filename: string): { base: string; extension: string } {
  const extension = fileExtension(filename)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  const withoutExtension = extension ? filename.slice(0, filename.lastIndexOf('.')) : filename;
  const base = trimChars(
    withoutExtension
      .slice(withoutExtension.lastIndexOf('/') + 1)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40),
    (ch) => ch === '-',
  );
  return { base, extension };
}

/**
 * Uploads into a known bucket (spec 02 §5): images are decoded and re-encoded as WebP with their
 * narrower copies, as every editor expects; any other accepted file (application/*, text/*) is
 * streamed to the store as it came, under the site's size limit, and never held in memory.
 */
export class UploadsService {
  constructor(private readonly deps: { storage: StorageDriver; files: FilesService; site: SiteService }) {}

  /** The site setting, in bytes: read for each upload, so a change applies to the next one. */
  async limitBytes(): Promise<number> {
    return (await this.deps.site.uploadMaxMb()) * MB;
  }

  async upload(bucketName: string | undefined, file: IncomingFile, limitBytes: number): Promise<UploadedFile> {
    const bucket = bucketName?.trim() ?? '';
    if (!bucket) throw refused('type', FILE_MESSAGES.chooseBucket);
    if (!BUCKET_PATTERN.test(bucket) || !(await this.deps.files.isKnownBucket(bucket)))
      throw refused('type', FILE_MESSAGES.bucketNotFound);
    if (!isAcceptedUploadType(file.mimetype)) throw refused('file', FILE_MESSAGES.typeRefused);
    return isImageFileName(file.filename)
      ? this.storeImage(bucket, file, limitBytes)
      : this.storeFile(bucket, file, limitBytes);
  }

  private async storeImage(bucket: string, file: IncomingFile, limitBytes: number): Promise<UploadedImage> {
    const imageLimit = Math.min(UPLOAD_LIMITS.imageMaxMb * MB, limitBytes);
    const data = await readAtMost(file.stream, imageLimit);
    if (!data) throw tooLarge(FILE_MESSAGES.imageTooLarge(Math.floor(imageLimit / MB)));
    let image;
    try {
      image = await processImage(data);
    } catch (error) {
      if (error instanceof ImageRejected) throw refused('file', error.message);
      throw error;
    }
    // The size is part of the name: pages build the srcset and the width/height from the address.
    const stem = `${datedStem()}-${image.width}x${image.height}`;
    const objectName = `${stem}.webp`;
    await this.deps.storage.put(bucket, objectName, image.original, 'image/webp');
    const variants: Record<string, string> = {};
    for (const v of image.variants) {
      const copy = uploadedImageVariant(objectName, v.width);
      await this.deps.storage.put(bucket, copy, v.data, 'image/webp');
      variants[String(v.width)] = this.deps.storage.urlOf(bucket, copy);
    }
    return {
      kind: 'image',
      url: this.deps.storage.urlOf(bucket, objectName),
      bucket,
      objectName,
      size: image.original.length,
      contentType: 'image/webp',
      width: image.width,
      height: image.height,
      variants,
    };
  }

  /** Streamed to the store through a byte counter: past the limit the write fails and leaves nothing. */
  private async storeFile(bucket: string, file: IncomingFile, limitBytes: number): Promise<UploadedFile> {
    const { base, extension } = keptName(file.filename);
    const objectName = `${datedStem()}${base ? `-${base}` : ''}${extension ? `.${extension}` : ''}`;
    const { contentType } = servingOf(objectName);
    const counter = new ByteLimit(limitBytes);
    // The file's own failure (a dropped connection) reaches the store's write through the counter.
    pipeline(file.stream, counter, () => undefined);
    try {
      await this.deps.storage.putStream(bucket, objectName, counter, contentType);
    } catch (error) {
      if (counter.exceeded) throw tooLarge(FILE_MESSAGES.tooLarge(Math.floor(limitBytes / MB)));
      throw error;
    }
    if (counter.bytes === 0) {
      await this.deps.storage.delete(bucket, objectName);
      throw refused('file', FILE_MESSAGES.emptyFile);
    }
    return {
      kind: 'file',
      url: this.deps.storage.urlOf(bucket, objectName),
      bucket,
      objectName,
      size: counter.bytes,
      contentType,
    };
  }
}
