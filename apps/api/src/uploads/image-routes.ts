import { DB_INTEGER_MAX, IMAGE_MEDIA_TYPES, UPLOAD_MESSAGES } from '@carcare/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Executor } from '../db/transaction';
import { HttpError, invalidField } from '../http/http-error';
import { bearerSecurity as security, errorResponses, idParamsSchema } from '../http/route-docs';
import { detectImageType, MAX_UPLOAD_BYTES } from './image-type';
import { releaseBlob, storeBlob } from './blob-store';

const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).min(0, { error: 'version must be a number' }).max(DB_INTEGER_MAX),
});

const wrongType = () => invalidField('body', UPLOAD_MESSAGES.wrongType, 'unsupported_image');
const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);

/** What differs between the records that carry one image (a catalogue service, a banner). */
export interface ImageRoutesOptions {
  /** e.g. "/api/v1/banners/:id/image" */
  path: string;
  /** The record in prose, for the docs: "a banner". */
  noun: string;
  tags: string[];
  db: Db;
  clock: Clock;
  /** The record's answer schema. */
  response: z.ZodType;
  /** Stores the new image_url (null removes it) if `version` is current, on `tx`, as the request's admin; answers the previous url. */
  setImage(tx: Executor, id: number, version: number, imageUrl: string | null, request: FastifyRequest, at: Date): Promise<string | null>;
  /** The record as the request's admin sees it after the change. */
  load(id: number, request: FastifyRequest): Promise<unknown>;
}

/**
 * A record's image: PUT the raw file (PNG, JPEG or WebP, checked by its bytes, at most 2 MB) or
 * DELETE it; super admin only. Registered as its own plugin so the raw-body parser stays scoped.
 */
export const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, options) => {
  const { path, noun, tags, db, clock, response, setImage, load } = options;

  // The body is the file itself. Every content type arrives as bytes (the label is not trusted:
  // the handler checks the magic bytes), so a wrong type answers 400 rather than 415.
  app.removeAllContentTypeParsers();
  const asBuffer = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser([...IMAGE_MEDIA_TYPES], { parseAs: 'buffer' }, asBuffer);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, asBuffer);

  app.put(
    path,
    {
      config: { access: 'images.upload' },
      // A declared length over the limit is refused before reading; a streamed one by bodyLimit.
      preParsing: async (request, _reply, payload) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw tooLarge();
        return payload;
      },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags,
        summary: `Upload or replace the image of ${noun}`,
        description:
          'The body is the image file itself, sent with `Content-Type: image/png`, `image/jpeg` or `image/webp`; the type is checked by content (anything else answers 400). ' +
          `At most 2 MB (413 PAYLOAD_TOO_LARGE). \`version\` is the version of ${noun} read; a stale one answers 409 STALE_VERSION. ` +
          'The image is stored in the database and served at `image_url` (/uploads/<sha-256>.<ext>); the previous one is deleted unless another record uses it. Answers the record.',
        security,
        params: idParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: response, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw wrongType();
      if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
      const type = detectImageType(body);
      if (!type) throw wrongType();

      // The blob and the row that names it commit together: a failed or stale update stores nothing.
      const previous = await db.transaction(async (tx) => setImage(tx, request.params.id, request.query.version, await storeBlob(tx, body, type), request, clock.now()));
      await releaseBlob(db, previous).catch((cleanupError: unknown) => request.log.warn({ err: cleanupError, previous }, 'Could not delete a replaced upload'));
      return load(request.params.id, request);
    },
  );

  app.delete(
    path,
    {
      config: { access: 'images.upload' },
      schema: {
        tags,
        summary: `Remove the image of ${noun}`,
        description: 'Clears image_url and deletes the image unless another record uses it. A stale `version` answers 409 STALE_VERSION. Answers the record.',
        security,
        params: idParamsSchema,
        querystring: versionQuerySchema,
        response: { 200: response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const previous = await setImage(db, request.params.id, request.query.version, null, request, clock.now());
      await releaseBlob(db, previous).catch((cleanupError: unknown) => request.log.warn({ err: cleanupError, previous }, 'Could not delete a removed upload'));
      return load(request.params.id, request);
    },
  );
};
