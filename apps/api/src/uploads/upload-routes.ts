import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/http-error';
import { IMAGE_TYPES } from './image-type';
import { findBlob, parseBlobName } from './blob-store';

/** A blob's name is its content's hash: what a URL names never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for it). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /uploads/<hash>.<ext>: the uploaded images, from the database, so every API process serves
 * every upload. Strong ETag (the hash) and 304 on If-None-Match; anything that is not a stored
 * blob under its own extension answers a JSON 404.
 */
export const uploadRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = parseBlobName(request.params['*']);
    if (!name) throw notFound('File not found');
    const etag = `"${name.hash}"`;
    const revalidating = matchesEtag(request.headers['if-none-match'], etag);
    const blob = await findBlob(db, name.hash, !revalidating);
    const type = Object.values(IMAGE_TYPES).find((candidate) => candidate.mediaType === blob?.contentType);
    if (!blob || type?.extension !== name.extension) throw notFound('File not found');
    reply.header('etag', etag).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    if (revalidating) return reply.code(304).send();
    return reply
      .header('content-type', type.mediaType)
      .header('content-length', blob.byteSize)
      .header('content-disposition', 'inline')
      .send(blob.bytes);
  });
};
