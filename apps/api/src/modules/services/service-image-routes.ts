import { serviceSchema } from '@carcare/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/http-error';
import { imageRoutes } from '../../uploads/image-routes';
import { SERVICE_NOT_FOUND, setServiceImage } from './catalogue-service';
import { callerOf } from '../scope/caller';
import { findService } from './service-queries';

/** A catalogue service's image, stored in the database and served at image_url. */
export const serviceImageRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(imageRoutes, {
    path: '/api/v1/services/:id/image',
    noun: 'a catalogue service',
    tags: ['services'],
    db,
    clock,
    response: serviceSchema,
    setImage: (tx, id, version, imageUrl, request, at) => setServiceImage(tx, id, version, imageUrl, callerOf(request).actor, at),
    load: (id, request) => orNotFound(findService(db, callerOf(request).scope, id), SERVICE_NOT_FOUND),
  });
};
