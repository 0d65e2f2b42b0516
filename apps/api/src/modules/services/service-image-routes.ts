import { IMAGE_MEDIA_TYPES, serviceSchema, UPLOAD_MESSAGES } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { HttpError, invalidField, notFound } from '../../http/http-error';
import { bearerSecurity as security, errorResponses, idParamsSchema } from '../../http/route-docs';
import { detectImageType, MAX_UPLOAD_BYTES } from '../../uploads/image-type';
import { removeUpload, storeUpload } from '../../uploads/upload-store';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { SERVICE_NOT_FOUND, setServiceImage } from './catalogue-service';
import { findService } from './service-queries';

const SUPER_ONLY = ['super_admin'] as const;
const UPLOAD_FOLDER = 'services';

const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).min(0, { error: 'version must be a number' }),
});

const wrongType = () => invalidField('body', UPLOAD_MESSAGES.wrongType);
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);

/**
 * A catalogue service's image: PUT the raw file (PNG, JPEG or WebP, checked by its bytes, at most
 * 2 MB) or DELETE it. The file is stored under DATA_DIR/uploads/services and served at image_url.
 * Registered as its own plugin so the raw-body parser stays scoped to these routes.
 */
export const serviceImageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; dataDir: string }> = async (app, { db, clock, dataDir }) => {
  const tags = ['services'];
  const load = async (scope: AccessScope, id: number) => {
    const service = await findService(db, scope, id);
    if (!service) throw notFound(SERVICE_NOT_FOUND);
    return service;
  };

  // The body is the file itself. Every content type arrives as bytes (the label is not trusted:
  // the handler checks the magic bytes), so a wrong type answers 400 rather than 415.
  app.removeAllContentTypeParsers();
  const asBuffer = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser([...IMAGE_MEDIA_TYPES], { parseAs: 'buffer' }, asBuffer);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, asBuffer);

  app.put(
    '/api/v1/services/:id/image',
    {
      onRequest: app.requireAuth(SUPER_ONLY),
      // A declared length over the limit is refused before reading; a streamed one by bodyLimit.
      preParsing: async (request, _reply, payload) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw tooLarge();
        return payload;
      },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags,
        summary: 'Upload or replace a service’s image',
        description:
          'The body is the image file itself, sent with `Content-Type: image/png`, `image/jpeg` or `image/webp`; the type is checked by content (anything else answers 400). ' +
          'At most 2 MB (413 PAYLOAD_TOO_LARGE). `version` is the service version read; a stale one answers 409 STALE_VERSION. The previous image is deleted. Answers the service.',
        security,
        params: idParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { scope, actor } = callerOf(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw wrongType();
      if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
      const type = detectImageType(body);
      if (!type) throw wrongType();

      const imageUrl = await storeUpload(dataDir, UPLOAD_FOLDER, body, type);
      let previous: string | null;
      try {
        previous = await setServiceImage(db, request.params.id, request.query.version, imageUrl, actor, clock.now());
      } catch (error) {
        await removeUpload(dataDir, imageUrl).catch((cleanupError: unknown) => request.log.warn({ err: cleanupError, imageUrl }, 'Could not delete an unused upload'));
        throw error;
      }
      await removeUpload(dataDir, previous).catch((cleanupError: unknown) => request.log.warn({ err: cleanupError, previous }, 'Could not delete a replaced upload'));
      return load(scope, request.params.id);
    },
  );

  app.delete(
    '/api/v1/services/:id/image',
    {
      onRequest: app.requireAuth(SUPER_ONLY),
      schema: {
        tags,
        summary: 'Remove a service’s image',
        description: 'Clears image_url and deletes the file. A stale `version` answers 409 STALE_VERSION. Answers the service.',
        security,
        params: idParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { scope, actor } = callerOf(request);
      const previous = await setServiceImage(db, request.params.id, request.query.version, null, actor, clock.now());
      await removeUpload(dataDir, previous).catch((cleanupError: unknown) => request.log.warn({ err: cleanupError, previous }, 'Could not delete a removed upload'));
      return load(scope, request.params.id);
    },
  );
};
