import { z } from './zod-locale.ts';

/**
 * Files in storage buckets (spec 02 §2, §3, §5, §7–§9): the administrator's file manager and the
 * upload call every screen uses.
 */

/** Spec 02 §5: a file is an image (re-encoded, with resized copies) when its extension is one of these. */
export const IMAGE_FILE_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'png', 'svg', 'webp'] as const;

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  const slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  return dot > slash + 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export const isImageFileName = (name: string): boolean =>
  (IMAGE_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name));

/** Spec 02 §5: the kinds of file an upload may be (the top-level part of its MIME type). */
export const ACCEPTED_UPLOAD_TYPES = ['image', 'application', 'text'] as const;

export const isAcceptedUploadType = (mimeType: string): boolean =>
  (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(mimeType.split('/')[0]?.trim().toLowerCase() ?? '');

export const UPLOAD_LIMITS = {
  /** The site setting's default: the largest file an upload may carry, in MB. */
  defaultMaxMb: 100,
  /** What the setting may be raised to (10 GB): a file is streamed, never held in memory. */
  maxMb: 10_240,
  /** An image is decoded and re-encoded in memory, so it has a budget of its own whatever the setting. */
  imageMaxMb: 10,
  /** Spec 02 §5: the size the upload area advises staying under. */
  advisedMb: 50,
} as const;

/** The site setting `upload.maxFileSizeMb`: the upload size limit in MB. */
export const uploadMaxMbSchema = z.coerce
  .number('请输入上传大小上限')
  .int('上传大小上限必须是整数')
  .min(1, '上传大小上限至少 1MB')
  .max(UPLOAD_LIMITS.maxMb, `上传大小上限不能超过 ${UPLOAD_LIMITS.maxMb}MB`);

/**
 * A bucket the administrator creates: 3–40 characters of lower-case letters, digits and single
 * hyphens, a letter or digit at each end. What every S3-compatible store accepts (with room for
 * S3_BUCKET_PREFIX within its 63 characters) and a safe folder name on the local disk.
 */
export const BUCKET_NAME_LIMITS = { min: 3, max: 40 } as const;
export const bucketNameSchema = z
  .string('请输入存储桶名称')
  .trim()
  // Each rule stops the next: one message at a time, the first one broken.
  .min(1, { error: '请输入存储桶名称', abort: true })
  .min(BUCKET_NAME_LIMITS.min, { error: `存储桶名称至少 ${BUCKET_NAME_LIMITS.min} 个字符`, abort: true })
  .max(BUCKET_NAME_LIMITS.max, { error: `存储桶名称不能超过 ${BUCKET_NAME_LIMITS.max} 个字符`, abort: true })
  .regex(/^[a-z0-9-]+$/, { error: '存储桶名称只能包含小写字母、数字和连字符', abort: true })
  .refine((name) => !name.startsWith('-') && !name.endsWith('-'), {
    error: '存储桶名称必须以字母或数字开头和结尾',
    abort: true,
  })
  .refine((name) => !name.includes('--'), '存储桶名称不能包含连续的连字符');

export const createBucketSchema = z.object({ name: bucketNameSchema });
export type CreateBucketInput = z.input<typeof createBucketSchema>;

/** Spec 02 §3. */
export const storageBucketSchema = z.object({ name: z.string() });
export type StorageBucket = z.infer<typeof storageBucketSchema>;

/** A bucket named in a query: any existing one (the site's own may be shorter than a new one may be). */
const bucketRefSchema = z
  .string()
  .trim()
  .min(1, { error: '请先选择一个存储桶', abort: true })
  .max(63, { error: '存储桶名称无效', abort: true })
  .regex(/^[a-z0-9][a-z0-9-]*$/, '存储桶名称无效');

export const fileListQuerySchema = z.object({ bucketName: bucketRefSchema });
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

/** Spec 02 §3: one object of a bucket; `url` is the site path it is served at (/files/<bucket>/<object>). */
export const fileEntrySchema = z.object({
  objectName: z.string(),
  /** Listings are flat (every object with its full name), so this is false; kept for the spec's shape. */
  isDir: z.boolean(),
  size: z.number(),
  lastModified: z.string(),
  url: z.string(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const fileUrlQuerySchema = z.object({
  bucketName: bucketRefSchema,
  objectName: z.string().trim().min(1, '请指定文件').max(1024, '文件名过长'),
});
export type FileUrlQuery = z.infer<typeof fileUrlQuerySchema>;
/** The absolute address of a file, to share or open. */
export const fileUrlSchema = z.object({ url: z.string() });
export type FileUrl = z.infer<typeof fileUrlSchema>;

export const deleteFileQuerySchema = z.object({
  fileUrl: z.string().trim().min(1, '请指定要删除的文件').max(2048, '文件地址过长'),
});
export type DeleteFileQuery = z.infer<typeof deleteFileQuerySchema>;

const uploadedBase = {
  /** The site path the file is served at. */
  url: z.string(),
  bucket: z.string(),
  objectName: z.string(),
  /** Bytes stored (an image's re-encoded original). */
  size: z.number(),
  contentType: z.string(),
};

/** An image: stored as WebP, with narrower copies (width → address) for srcset. */
export const uploadedImageSchema = z.object({
  kind: z.literal('image'),
  ...uploadedBase,
  width: z.number(),
  height: z.number(),
  variants: z.record(z.string(), z.string()),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** POST /api/admin/upload/image: an image, or any other accepted file stored as it came. */
export const uploadedFileSchema = z.discriminatedUnion('kind', [
  uploadedImageSchema,
  z.object({ kind: z.literal('file'), ...uploadedBase }),
]);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Spec 02 §8 "Files" and "Upload", and the server's own refusals. */
export const FILE_MESSAGES = {
  bucketsFailed: '获取存储桶列表失败',
  bucketsError: '获取存储桶列表异常',
  listFailed: '获取文件列表失败',
  listError: '获取文件列表异常',
  noAccessUrl: '无法获取文件访问链接',
  noLink: '无法获取文件链接',
  copyFailed: '复制链接失败',
  copied: '文件链接已复制到剪贴板',
  noDeleteInfo: '无法获取文件删除信息',
  deleteFailed: '删除文件失败',
  deleted: '文件删除成功',
  networkOk: (ms: number) => `网络连接正常（延迟 ${ms} ms）`,
  networkFailed: (reason: string) => `网络连接失败：${reason}`,
  chooseBucket: '请先选择一个存储桶',
  bucketNotFound: '存储桶不存在',
  bucketExists: '存储桶已存在',
  bucketCreated: '存储桶创建成功',
  fileNotFound: '文件不存在',
  badFileUrl: '文件地址无效：只能删除本站存储桶中的文件',
  uploadTimeout: '上传超时，请检查网络连接或尝试上传较小的文件',
  uploadFailed: (name: string, reason: string) => `${name} 上传失败：${reason}`,
  unknownError: '未知错误',
  businessFailed: '上传失败',
  uploaded: (name: string, seconds: string) => `${name} 上传成功，耗时 ${seconds} 秒`,
  waitSeconds: (seconds: number) => `文件较大，预计需要约 ${seconds} 秒，请耐心等待`,
  waitMinutes: (minutes: number) => `文件较大，预计需要约 ${minutes} 分钟，请耐心等待`,
  tooLarge: (mb: number) => `文件不能超过 ${mb}MB`,
  imageTooLarge: (mb: number) => `图片不能超过 ${mb}MB`,
  typeRefused: '不支持的文件类型：只能上传图片、文档等应用程序文件或文本文件',
  noFile: '请选择要上传的文件',
  emptyFile: '文件是空的，请选择有内容的文件',
} as const;
