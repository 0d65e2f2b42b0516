import { bannerSchema, BANNER_MESSAGES } from '@carcare/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { imageRoutes } from '../../uploads/image-routes';
import { findBanner } from './banner-queries';
import { setBannerImage } from './banner-service';

export const BANNER_UPLOAD_FOLDER = 'banners';

/** A banner's image, stored under DATA_DIR/uploads/banners; a banner without one is never live. */
export const bannerImageRoutes: FastifyPluginAsync<{ db: Db; clock: Clock; dataDir: string }> = async (app, { db, clock, dataDir }) => {
  await app.register(imageRoutes, {
    path: '/api/v1/banners/:id/image',
    noun: 'a banner (a banner without one is never live)',
    tags: ['banners'],
    folder: BANNER_UPLOAD_FOLDER,
    dataDir,
    clock,
    response: bannerSchema,
    setImage: (id, version, imageUrl, caller, at) => setBannerImage(db, id, version, imageUrl, caller.actor, at),
    load: async (id) => {
      const banner = await findBanner(db, id, clock.now());
      if (!banner) throw notFound(BANNER_MESSAGES.notFound);
      return banner;
    },
  });
};
