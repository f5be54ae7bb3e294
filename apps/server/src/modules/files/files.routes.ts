import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createBucketSchema,
  deleteFileQuerySchema,
  envelopeSchema,
  FILE_MESSAGES,
  fileEntrySchema,
  fileListQuerySchema,
  fileUrlQuerySchema,
  fileUrlSchema,
  storageBucketSchema,
} from '@app/contract';
import { ok } from '../../platform/http/envelope.ts';
import type { PublicOrigin } from '../../platform/http/public-origin.ts';
import type { FilesService } from './files.service.ts';

const TAGS = ['文件'];

/** Mounted under /api/admin: /files/… (spec 02 §7 "Files"). */
export const fileRoutes =
  (files: FilesService, publicOrigin: PublicOrigin): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/buckets',
      {
        schema: {
          tags: TAGS,
          summary: '存储桶列表（站点自用的、管理员创建的、存储中已有的）',
          response: { 200: envelopeSchema(z.array(storageBucketSchema)) },
        },
      },
      async () => ok(await files.buckets()),
    );
    app.post(
      '/files/buckets',
      {
        // A new, empty bucket changes no page.
        config: { pages: 'unchanged' },
        schema: {
          tags: TAGS,
          summary: '新建存储桶',
          body: createBucketSchema,
          response: { 201: envelopeSchema(storageBucketSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await files.createBucket(request.body), FILE_MESSAGES.bucketCreated)),
    );
    app.get(
      '/files/list',
      {
        schema: {
          tags: TAGS,
          summary: '存储桶中的文件（最新的在前）',
          querystring: fileListQuerySchema,
          response: { 200: envelopeSchema(z.array(fileEntrySchema)) },
        },
      },
      async (request) => ok(await files.list(request.query.bucketName)),
    );
    app.get(
      '/files/url',
      {
        schema: {
          tags: TAGS,
          summary: '文件的访问地址（本站的完整地址）',
          querystring: fileUrlQuerySchema,
          response: { 200: envelopeSchema(fileUrlSchema) },
        },
      },
      async (request) => {
        const { bucketName, objectName } = request.query;
        return ok({ url: await files.fileUrl(bucketName, objectName, publicOrigin.of(request)) });
      },
    );
    app.delete(
      '/files/delete',
      {
        schema: {
          tags: TAGS,
          summary: '按地址永久删除文件（只限本站已知存储桶中的文件；图片连同其缩略图）',
          querystring: deleteFileQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await files.deleteByUrl(request.query.fileUrl, publicOrigin.of(request));
        return ok(null, FILE_MESSAGES.deleted);
      },
    );
  };
