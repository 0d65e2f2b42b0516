import { bannerSchema, BANNER_MESSAGES } from '@carcare/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { imageRoutes } from '../../uploads/image-routes';
import { callerOf } from '../scope/caller';
import { findBanner } from './banner-queries';
import { setBannerImage } from './banner-service';

/** A banner's image, stored in the database and served at image_url; a banner without one is never live. */
export const bannerImageRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(imageRoutes, {
    path: '/api/v1/banners/:id/image',
    noun: 'a banner (a banner without one is never live)',
    tags: ['banners'],
    db,
    clock,
    response: bannerSchema,
    setImage: (tx, id, version, imageUrl, request, at) => setBannerImage(tx, id, version, imageUrl, callerOf(request).actor, at),
    load: (id) => orNotFound(findBanner(db, id, clock.now()), BANNER_MESSAGES.notFound),
  });
};
