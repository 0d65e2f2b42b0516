import { LogController } from 'fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/** What the access line says of a request; the query string is left out (searches carry phone numbers, links may carry tokens). */
export function accessLogFields(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions.url ?? null,
    statusCode: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
    ip: request.ip,
    adminId: request.admin?.id ?? null,
    role: request.admin?.userType ?? null,
  };
}

/**
 * Fastify's per-request logging, replaced: instead of two lines (incoming, completed) one access
 * line when the answer is sent, and then `onCompleted` (the request metrics). Fastify calls these
 * for every request, also the ones no hook sees (a URL that does not decode, answered by
 * frameworkErrors), so the X-Request-Id header is set here too.
 */
export class AccessLogController extends LogController {
  constructor(private readonly onCompleted: (request: FastifyRequest, reply: FastifyReply) => void = () => {}) {
    super();
  }

  /** The replies already logged: an answer cut short can be reported by both Fastify and the close listener. */
  private readonly logged = new WeakSet<FastifyReply>();

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Fastify logs an answer when it finishes or its socket errs; a client that goes away in the
    // middle of a streamed answer (a download cancelled, a tab closed) does neither, only closes.
    // A live stream (text/event-stream) has no end of its own: the client closing it is how it ends.
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      const endless = String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream');
      this.requestCompleted(endless ? null : new ConnectionClosedError(), request, reply);
    });
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.logged.has(reply)) return;
    this.logged.add(reply);
    const fields = accessLogFields(request, reply);
    // An error here is the connection's (the client went away mid-answer), not the handler's.
    if (error) request.log.warn({ ...fields, err: error }, 'request completed');
    else request.log.info(fields, 'request completed');
    this.onCompleted(request, reply);
  }

  /**
   * Fastify answers a URL that does not decode (or a path segment that is too long) through
   * `frameworkErrors` without its response listeners, so it would never call requestCompleted:
   * the wrapped handler does, when the answer is written (duration 0: no route ran).
   */
  loggedFrameworkErrors(handler: FrameworkErrorHandler): FrameworkErrorHandler {
    return (error, request, reply) => {
      reply.raw.once('finish', () => this.requestCompleted(null, request, reply));
      handler(error, request, reply);
    };
  }
}

/** The error of an access line whose client closed the connection before the whole answer was written. */
export class ConnectionClosedError extends Error {
  readonly code = 'ERR_CONNECTION_CLOSED';
  constructor() {
    super('the client closed the connection before the answer was complete');
    this.name = 'ConnectionClosedError';
  }
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;
