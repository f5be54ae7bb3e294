import type { FastifyInstance } from 'fastify';
import { servingOf } from './content-types.ts';
import { BUCKET_PATTERN, isObjectName, type StorageDriver } from './storage.ts';

/**
 * A stored file is a document of its own when opened: it may run nothing and reach nothing (a
 * picture or a text shows all the same), so a file that slipped past its type still cannot act
 * on the site's origin.
 */
const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * GET /files/<bucket>/<object>: uploaded files, whatever the driver. Object names are chosen by
 * the server and never reused, so they are cached for a year. The type comes from the name's
 * extension (servingOf), never from the uploader; anything a browser could run is sent as an
 * attachment, and nothing is sniffed.
 */
export function registerFileRoutes(app: FastifyInstance, storage: StorageDriver): void {
  app.get('/files/:bucket/*', { schema: { hide: true } }, async (request, reply) => {
    const { bucket, '*': objectName } = request.params as { bucket: string; '*': string };
    const object =
      BUCKET_PATTERN.test(bucket) && isObjectName(objectName) ? await storage.get(bucket, objectName) : null;
    if (!object) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    const serving = servingOf(objectName);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_POLICY)
      .type(serving.contentType);
    if (!serving.inline) {
      const name = objectName.slice(objectName.lastIndexOf('/') + 1);
      reply.header('content-disposition', `attachment; filename="${name}"`);
    }
    if (object.size !== null) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
