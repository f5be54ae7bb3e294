import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, FILE_MESSAGES, uploadedFileSchema, type UploadedFile } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * Mounted under /api/admin: POST /upload/image (spec 02 §7), multipart fields `type` (the bucket,
 * sent before the file as a browser's form does) and `file`. The file is handed to the service as
 * a stream while it arrives.
 */
export const uploadRoutes =
  (uploads: UploadsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/upload/image',
      {
        schema: {
          tags: ['文件'],
          summary: '上传文件到存储桶（图片重新编码为 WebP 并生成多种宽度；其他文件原样流式保存）',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeSchema(uploadedFileSchema) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw AppError.validation([{ field: 'file', message: '请使用 multipart/form-data 上传文件' }]);
        const limitBytes = await uploads.limitBytes();
        let bucket: string | undefined;
        let stored: UploadedFile | undefined;
        // One byte over the limit still reaches the service, which refuses it with the limit in Chinese.
        for await (const part of request.parts({ limits: { fileSize: limitBytes + 1, files: 1, fields: 5 } })) {
          if (part.type === 'field') {
            if (part.fieldname === 'type') bucket = String(part.value);
          } else if (part.fieldname === 'file') {
            stored = await uploads.upload(
              bucket,
              { filename: part.filename, mimetype: part.mimetype, stream: part.file },
              limitBytes,
            );
          } else {
            part.file.resume();
          }
        }
        if (!stored)
          throw AppError.validation(
            bucket?.trim()
              ? [{ field: 'file', message: FILE_MESSAGES.noFile }]
              : [{ field: 'type', message: FILE_MESSAGES.chooseBucket }],
          );
        return reply.status(201).send(ok(stored, '上传成功'));
      },
    );
  };
