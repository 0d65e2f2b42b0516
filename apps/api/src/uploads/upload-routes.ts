import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/http-error';
import { IMAGE_TYPES } from './image-type';
import { resolveUpload } from './upload-store';

/** Stored names are random and never rewritten: a year, immutable. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<folder>/<file>: the uploaded files under DATA_DIR/uploads, read-only. Only names
 * this module writes are served (no listing, no traversal); anything else answers a JSON 404.
 */
export const uploadRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const resolved = resolveUpload(dataDir, request.params['*']);
    const info = resolved ? await stat(resolved.filePath).catch(() => null) : null;
    if (!resolved || !info?.isFile()) throw notFound('File not found');
    return reply
      .header('content-type', IMAGE_TYPES[resolved.type].mediaType)
      .header('content-length', info.size)
      .header('cache-control', IMMUTABLE)
      .header('last-modified', info.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(createReadStream(resolved.filePath));
  });
};
