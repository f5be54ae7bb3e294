import type { FastifyInstance } from 'fastify';
import { BUCKET_PATTERN, OBJECT_PATTERN, type StorageDriver } from './storage.ts';

/**
 * GET /files/<bucket>/<object>: uploaded files, whatever the driver. Object names are chosen by
 * the server and never reused, so they are cached for a year.
 */
export function registerFileRoutes(app: FastifyInstance, storage: StorageDriver): void {
  app.get('/files/:bucket/*', { schema: { hide: true } }, async (request, reply) => {
    const { bucket, '*': objectName } = request.params as { bucket: string; '*': string };
    const object =
      BUCKET_PATTERN.test(bucket) && OBJECT_PATTERN.test(objectName) && !objectName.includes('..')
        ? await storage.get(bucket, objectName)
        : null;
    if (!object) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(object.contentType);
    if (object.size !== null) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
