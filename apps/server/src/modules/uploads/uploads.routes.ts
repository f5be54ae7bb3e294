import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, uploadedImageSchema } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { UploadsService } from './uploads.service.ts';

export const IMAGE_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Mounted under /api/admin: POST /upload/image, multipart fields `type` (bucket) and `file`. */
export const uploadRoutes =
  (uploads: UploadsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/upload/image',
      {
        schema: {
          tags: ['文件'],
          summary: '上传图片（重新编码为 WebP 并生成多种宽度）',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(uploadedImageSchema) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw AppError.validation([{ field: 'file', message: '请使用 multipart/form-data 上传文件' }]);
        let bucket: string | undefined;
        let file: { filename: string; data: Buffer } | undefined;
        for await (const part of request.parts({
          limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === 'field' && part.fieldname === 'type') bucket = String(part.value);
          if (part.type === 'file' && part.fieldname === 'file') {
            const data = await part.toBuffer();
            if (part.file.truncated)
              throw new AppError('PAYLOAD_TOO_LARGE', 413, `图片不能超过 ${IMAGE_UPLOAD_LIMIT_BYTES / 1024 / 1024}MB`);
            file = { filename: part.filename, data };
          }
        }
        if (!file) throw AppError.validation([{ field: 'file', message: '请选择要上传的图片' }]);
        return reply.status(201).send(ok(await uploads.uploadImage(file, bucket), '上传成功'));
      },
    );
  };
