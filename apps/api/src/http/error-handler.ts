import type { ApiError, ErrorCode, IssueLike, JobConflictError } from '@carcare/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailability } from '../db/unavailable';
import { HttpError } from './http-error';
import { fieldDetailOf } from './field-details';

/** How long a client waits before trying again after a 503 (a restart or failover takes seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_MESSAGES = {
  timeout: 'The database did not answer in time. Try again in a few seconds.',
  unreachable: 'The database is unavailable. Try again in a few seconds.',
} as const;

const BY_FASTIFY_CODE: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'VALIDATION_ERROR', message: 'Send the body as application/json' },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

function formatMegabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || context || 'body';
}

/**
 * Errors the router raises before any route (fastify's `frameworkErrors`): a path segment longer
 * than maxParamLength (100) and a URL whose percent-encoding does not decode. Fastify answers them
 * in its own shape ({error, code, message, statusCode}) unless told otherwise: these keep ours.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the URL path is longer than 100 characters' : 'The URL is not valid';
  const body: ApiError = { message, code: 'VALIDATION_ERROR', details: [{ field: 'path', message, code: 'invalid_path' }] };
  void reply.code(400).send(body);
}

/** Every failure answers {message, code, details?} (DESIGN §2); a 500 is always a bug and is logged. */
/**
 * `earlierFailure` answers a failure that ranks before the thrown one, or null: the auth module's
 * session check still running beside the request is answered first, as if it had run before all else.
 */
export function registerErrorHandler(app: FastifyInstance, earlierFailure: (request: FastifyRequest) => Promise<unknown> = async () => null): void {
  app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
    const error = ((await earlierFailure(request)) ?? thrown) as FastifyError;
    if (error instanceof HttpError) {
      const body: JobConflictError = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      if (error.jobs) body.details = error.jobs;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // What the schema was checking (body, querystring, params), to tell a missing field from a wrong one.
      const checked = validatedPart(request, error.validationContext);
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').slice(1).filter((key) => key !== '');
        const zodIssue = { ...(issue.params as Record<string, unknown>), code: issue.keyword } as IssueLike;
        return fieldDetailOf(zodIssue, path, fieldOf(issue.instancePath, error.validationContext), issue.message ?? 'Invalid value', checked);
      });
      const first = details[0];
      const body: ApiError = {
        message: first ? first.message : 'The request is not valid',
        code: 'VALIDATION_ERROR',
        details,
      };
      return reply.code(400).send(body);
    }
    const known = error.code ? BY_FASTIFY_CODE[error.code] : undefined;
    if (known) {
      // A route with its own body limit (uploads) names that limit.
      const limit = request.routeOptions.bodyLimit;
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && limit ? `The request body is larger than ${formatMegabytes(limit)}` : known.message;
      return reply.code(known.status).send({ message, code: known.code } satisfies ApiError);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' } satisfies ApiError);
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      // Not a bug: the database is down, restarting or too slow. The client tries again later.
      request.log.warn({ err: error, unavailable }, 'Database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: UNAVAILABLE_MESSAGES[unavailable], code: 'UNAVAILABLE' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' } satisfies ApiError);
  });
}
