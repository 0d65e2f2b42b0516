import {
  API_PATHS,
  apiErrorSchema,
  logoutBodySchema,
  refreshBodySchema,
  refreshResponseSchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthService } from './auth-service';

const messageSchema = z.object({ message: z.string() });

/** The spec's three auth calls (exact paths, bodies and fields, spec §7) plus logout. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    API_PATHS.sendOtp,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code to an admin phone',
        description:
          'phone: the 10-digit mobile number (+91, 91 or 0 in front and spaces or dashes are accepted and dropped); it is stored and sent to the SMS provider as E.164. Answers the same message for unknown and disabled phones (no enumeration); only active admins receive a code. 502 SMS_FAILED: the SMS provider did not take the code (after its retries); neither the code nor the attempt counts, so the caller may ask again at once.',
        body: sendOtpBodySchema,
        response: { 200: sendOtpResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      await auth.sendOtp(request.body.phone, request);
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    API_PATHS.verifyOtp,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange phone + code for an access and a refresh token',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const data = await auth.verifyOtp(request.body.phone, request.body.otp, request);
      return { message: AUTH_MESSAGES.loginSuccess, data };
    },
  );

  app.post(
    API_PATHS.tokenRefresh,
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        description:
          'Every call returns a new refresh token; presenting an already-rotated one revokes the whole session (REFRESH_REUSED). ' +
          'A session ends after SESSION_IDLE_TTL_SECONDS without user activity (default 24 h) and SESSION_MAX_TTL_SECONDS after sign-in (default 7 days). ' +
          'Send `user_active: false` when nobody used the console since its last refresh (background polling): the tokens rotate but the idle clock keeps running.',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => auth.refresh(request.body.refresh, request, { userActive: request.body.user_active ?? true }),
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session the refresh token belongs to',
        description: 'Access tokens of the session stop working at once (each request checks its session, the `sid` claim).',
        body: logoutBodySchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await auth.logout(request.body.refresh, request);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};
