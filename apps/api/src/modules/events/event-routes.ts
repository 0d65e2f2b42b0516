import type { LiveEvent } from '@carcare/contracts';
import { LIVE_END_EVENT } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import type { AuthService } from '../auth/auth-service';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import type { LiveHub } from './live-hub';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How often an open stream checks that its session still stands (logout, revocation, idle end). */
export const SESSION_RECHECK_MS = 15_000;
/** No proxy may buffer or transform the stream. */
const EVENT_STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } as const;

/** Whether one admin's console needs to hear of an event: its own workshop's jobs, its own notifications. */
function concerns(event: LiveEvent, admin: AdminRow, scope: AccessScope): boolean {
  if (event.type === 'notifications') return event.admin_ids.includes(admin.id);
  if (scope.kind === 'all') return true;
  return scope.kind === 'workshop' && scope.workshopId === event.workshop_id;
}

/**
 * GET /api/v1/events: Server-Sent Events telling a console what changed anywhere (any API process),
 * fed by the database's notifications. Authenticated by the Authorization header like every call
 * (the console reads it with fetch, so no token ever goes in a URL). The stream ends with an `end`
 * event naming the code when its session ends; an expired access token ends it too, and the console
 * opens a new one with a refreshed token.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ live: LiveHub; auth: AuthService; sessionRecheckMs?: number }> = async (app, { live, auth, sessionRecheckMs = SESSION_RECHECK_MS }) => {
  app.get(
    '/api/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live changes as Server-Sent Events',
        description:
          'text/event-stream. Each `data:` line is a JSON event: {"type":"schedule","workshop_id","dates"} when a job of a workshop in the caller’s scope changed, {"type":"notifications","admin_ids"} when the caller has new notifications. A final `event: end` with {"code"} closes the stream when the session ended (SESSION_ENDED, UNAUTHENTICATED) or the access token expired (TOKEN_EXPIRED: reconnect with a fresh one).',
        security,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const { admin, scope } = callerOf(request);
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      reply.hijack();
      const raw = reply.raw;
      // Set one by one rather than in writeHead, so the access log can read the stream's type.
      for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) raw.setHeader(name, value);
      raw.writeHead(200);
      raw.write('retry: 3000\n\n');
      let open = true;
      const unsubscribe = live.subscribe(
        (event) => {
          if (open && concerns(event, admin, scope)) raw.write(`data: ${JSON.stringify(event)}\n\n`);
        },
        () => end(),
      );
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const recheck = setInterval(() => {
        auth.authenticate(token).catch((error: unknown) => {
          const code = error instanceof HttpError ? error.code : 'UNAUTHENTICATED';
          if (open) raw.write(`event: ${LIVE_END_EVENT}\ndata: ${JSON.stringify({ code })}\n\n`);
          end();
        });
      }, sessionRecheckMs);
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        raw.end();
      };
      request.raw.on('close', end);
    },
  );
};
