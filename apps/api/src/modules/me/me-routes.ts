import { adminSchema, API_PATHS, apiErrorSchema, updateLanguageBodySchema, updateMeBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { toAdminDto } from '../admins/admin-dto';
import { setOwnLanguage, updateOwnProfile } from '../admins/admin-service';
import { currentAdmin } from '../auth/require-auth';

/** The signed-in admin's own profile. */
export const meRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const security = [{ bearerAuth: [] }];

  app.get(
    API_PATHS.me,
    {
      schema: { tags: ['me'], summary: 'The signed-in admin', security, response: { 200: adminSchema, 401: apiErrorSchema } },
    },
    async (request) => toAdminDto(currentAdmin(request)),
  );

  app.patch(
    API_PATHS.me,
    {
      schema: {
        tags: ['me'],
        summary: 'Change own name and email',
        description: 'Send the `version` you edited; if someone saved in between the answer is 409 STALE_VERSION.',
        security,
        body: updateMeBodySchema,
        response: { 200: adminSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const updated = await updateOwnProfile(db, currentAdmin(request), request.body, request.ip, clock.now());
      return toAdminDto(updated);
    },
  );

  app.put(
    API_PATHS.meLanguage,
    {
      schema: {
        tags: ['me'],
        summary: 'Choose own language',
        description: "The console's language and the sign-in SMS's, for this admin on every device: 'en' or 'hi'.",
        security,
        body: updateLanguageBodySchema,
        response: { 200: adminSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toAdminDto(await setOwnLanguage(db, currentAdmin(request), request.body.language, request.ip, clock.now())),
  );
};
