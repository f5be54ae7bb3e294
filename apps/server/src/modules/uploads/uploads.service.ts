import { randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import { BUCKET_PATTERN, type StorageDriver } from '../../platform/storage/storage.ts';
import { ImageRejected } from './image-budgets.ts';
import { IMAGE_EXTENSIONS, processImage } from './image-processing.ts';

export const DEFAULT_IMAGE_BUCKET = 'images';

export interface UploadedImage {
  url: string;
  bucket: string;
  objectName: string;
  width: number;
  height: number;
  /** width → url, for srcset. */
  variants: Record<string, string>;
}

export class UploadsService {
  private readonly storage: StorageDriver;

  constructor(deps: { storage: StorageDriver }) {
    this.storage = deps.storage;
  }

  async uploadImage(file: { filename: string; data: Buffer }, bucketName: string | undefined): Promise<UploadedImage> {
    const bucket = (bucketName ?? DEFAULT_IMAGE_BUCKET).trim().toLowerCase() || DEFAULT_IMAGE_BUCKET;
    if (!BUCKET_PATTERN.test(bucket))
      throw AppError.validation([{ field: 'type', message: '存储桶名称只能包含小写字母、数字和连字符' }]);
    const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      throw AppError.validation([{ field: 'file', message: '只支持 jpeg、jpg、gif、png、svg、webp 格式的图片' }]);
    }
    let image;
    try {
      image = await processImage(file.data);
    } catch (error) {
      if (error instanceof ImageRejected) throw AppError.validation([{ field: 'file', message: error.message }]);
      throw error;
    }
    const now = new Date();
    const stem = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const objectName = `${stem}.webp`;
    await this.storage.put(bucket, objectName, image.original, 'image/webp');
    const variants: Record<string, string> = {};
    for (const v of image.variants) {
      const name = `${stem}-${v.width}.webp`;
      await this.storage.put(bucket, name, v.data, 'image/webp');
      variants[String(v.width)] = this.storage.urlOf(bucket, name);
    }
    return {
      url: this.storage.urlOf(bucket, objectName),
      bucket,
      objectName,
      width: image.width,
      height: image.height,
      variants,
    };
  }
}
