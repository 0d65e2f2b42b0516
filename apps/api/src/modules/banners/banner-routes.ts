import { BANNER_MESSAGES, bannerActiveBodySchema, bannerListQuerySchema, bannerListSchema, bannerSchema, createBannerBodySchema, moveBannerBodySchema, publicBannerListSchema, updateBannerBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { afterReading, recordHistoryRoute } from '../audit/record-history';
import { bearerSecurity as security, errorResponses, idParamsSchema, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { postCreated } from '../scope/post-created';
import { wantsDeleted } from '../scope/deleted-filter';
import { deleteRoute } from '../scope/delete-route';
import { restoreRoute } from '../scope/restore-route';
import { findBanner, listBanners, listLiveBanners } from './banner-queries';
import { createBanner, deleteBanner, moveBanner, restoreBanner, setBannerActive, updateBanner } from './banner-service';


/** Promotional banners of the customer app: a super admin manages them; the app reads the live ones. */
export const bannerRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['banners'];
  const load = (id: number) => orNotFound(findBanner(db, id, clock.now()), BANNER_MESSAGES.notFound);

  app.get(
    '/api/v1/public/banners',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The live banners, in order (no sign-in)',
        description: 'For the customer app: active banners with an image whose dates include now (starts_at ≤ now < ends_at), in display order. `image_url` is an absolute path on this server.',
        response: { 200: publicBannerListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await listLiveBanners(db, clock.now()) };
    },
  );

  app.get(
    '/api/v1/banners',
    {
      schema: {
        tags,
        summary: 'Every banner in display order, with whether it is live now',
        description: '`?deleted=true`: the deleted banners instead, which restore brings back until they are purged.',
        security,
        querystring: bannerListQuerySchema,
        response: { 200: bannerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listBanners(db, clock.now(), wantsDeleted(callerOf(request).scope, request.query.deleted)) }),
  );

  app.get(
    '/api/v1/banners/:id',
    { schema: { tags, summary: 'One banner', security, params: idParamsSchema, response: { 200: bannerSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => load(request.params.id),
  );

  postCreated(
    app,
    '/api/v1/banners',
    { tags, summary: 'Add a banner (it goes last; upload its image next)', description: 'Title and alternative text are required; `link_url` must be https (400 naming link_url); `ends_at` must be after `starts_at` (400 naming ends_at). A banner without an image is never live.', body: createBannerBodySchema, record: bannerSchema, errors: [400, 401, 403] },
    async (body, { actor }) => load(await createBanner(db, body, actor, clock.now())),
  );

  app.put(
    '/api/v1/banners/:id',
    recordRoute({ tags, summary: 'Edit a banner', description: 'Replaces title, alternative text, link, dates and active; the same checks as adding. A stale version answers 409 STALE_VERSION.', body: updateBannerBodySchema, record: bannerSchema }),
    async (request) => {
      await updateBanner(db, request.params.id, request.body, callerOf(request).actor, clock.now());
      return load(request.params.id);
    },
  );

  app.post(
    '/api/v1/banners/:id/move',
    recordRoute({ tags, summary: 'Move a banner one place up or down', description: 'Swaps it with its neighbour. The first cannot move up nor the last down (409 INVALID_TRANSITION). Answers the whole list in its new order.', body: moveBannerBodySchema, record: bannerListSchema }),
    async (request) => {
      await moveBanner(db, request.params.id, request.body.direction, request.body.version, callerOf(request).actor, clock.now());
      return { data: await listBanners(db, clock.now()) };
    },
  );

  app.post(
    '/api/v1/banners/:id/active',
    {
      schema: { tags, summary: 'Switch a banner on or off', security, params: idParamsSchema, body: bannerActiveBodySchema, response: { 200: bannerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      await setBannerActive(db, request.params.id, request.body.active, request.body.version, callerOf(request).actor, clock.now());
      return load(request.params.id);
    },
  );

  deleteRoute(app, '/api/v1/banners/:id', { tags, noun: 'a banner', leaves: 'the image stays until the banner is purged' }, (id, version, { actor }) =>
    deleteBanner(db, id, version, actor, clock.now()),
  );

  restoreRoute(app, '/api/v1/banners/:id/restore', { tags, noun: 'a banner', record: bannerSchema }, async (id, version, { actor }) => {
    await restoreBanner(db, id, version, actor, clock.now());
    return load(id);
  });

  recordHistoryRoute(app, db, {
    path: '/api/v1/banners/:id/history',
    tags,
    noun: 'a banner',
    events: afterReading('banner', (_scope, id) => load(id)),
  });
};
