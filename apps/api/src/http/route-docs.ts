import type { BulkNoun } from '@carcare/contracts';
import { apiErrorSchema, bulkJobSchema, bulkResponseSchema, DB_INTEGER_MAX, listResponseSchema } from '@carcare/contracts';
import { z } from 'zod';
import { bulkRouteDescription } from './bulk-action';
import type { RouteAccess } from './route-access';

export const bearerSecurity = [{ bearerAuth: [] }];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/** Error answers of a route, all shaped {message, code, details?}. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}

export const idParamsSchema = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(DB_INTEGER_MAX) });

/** A route's 200 that is a PDF file: the binary string schema only documents it, no serializer runs. */
export const pdfResponse = { description: 'The PDF (application/pdf), as an attachment', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };


/**
 * The options of a list's GET: its filters and sort as the query string, a page of `item`s as the
 * answer. Its page is read while the session is checked (readsBesideSessionCheck, require-auth.ts).
 */
export function listRoute<Q extends z.ZodType, I extends z.ZodType>(docs: {
  tags: string[];
  summary: string;
  description?: string;
  querystring: Q;
  item: I;
  /** Where it differs from its module's. */
  access?: RouteAccess;
  errors?: ErrorStatus[];
}) {
  const { item, access, errors = [400, 401, 403], ...schema } = docs;
  return {
    config: { readsBesideSessionCheck: true, ...(access && { access }) },
    schema: { ...schema, security: bearerSecurity, response: { 200: listResponseSchema(item), ...errorResponses(...errors) } },
  };
}

/**
 * The options of a route on one record (`…/:id…`): its id as the path parameter, an optional body,
 * the record as the answer. `errors` defaults to a write's (a stale version or a refused change is a 409).
 */
export function recordRoute<R extends z.ZodType, B extends z.ZodType | undefined = undefined>(docs: {
  tags: string[];
  summary: string;
  description?: string;
  body?: B;
  record: R;
  /** Where it differs from its module's. */
  access?: RouteAccess;
  errors?: ErrorStatus[];
}) {
  const { record, access, errors = [400, 401, 403, 404, 409], body, ...schema } = docs;
  const routeSchema = { ...schema, security: bearerSecurity, params: idParamsSchema, response: { 200: record, ...errorResponses(...errors) } };
  return {
    ...(access && { config: { access } }),
    // Typed with `body` always, so a handler's request.body is its schema's output (or unknown without one).
    schema: (body ? { ...routeSchema, body } : routeSchema) as typeof routeSchema & { body: B },
  };
}

/** What a POST that adds a record documents: its body and the record made (the 201 answer). */
export interface CreatedRouteDocs<B extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  summary: string;
  description?: string;
  body: B;
  record: R;
  /** Where it differs from its module's. */
  access?: RouteAccess;
  errors?: ErrorStatus[];
}

/** The options of a POST that adds a record. `errors` defaults to an add's (a name or phone already used is a 409). */
export function createdRoute<B extends z.ZodType, R extends z.ZodType>(docs: CreatedRouteDocs<B, R>) {
  const { record, access, errors = [400, 401, 403, 409], ...schema } = docs;
  return {
    ...(access && { config: { access } }),
    schema: { ...schema, security: bearerSecurity, response: { 201: record, ...errorResponses(...errors) } },
  };
}

/**
 * The options of a list's bulk action (runBulkAction): rows listed by id and version or chosen by a
 * filter, each row's result (200) or a bulk job (202). `refusals` names the codes a row may be refused with.
 */
export function bulkRoute<B extends z.ZodType>(docs: {
  tags: string[];
  summary: string;
  noun: BulkNoun;
  refusals: string;
  /** What else its description says, after the bulk rules. */
  more?: string;
  body: B;
  access?: RouteAccess;
  errors?: ErrorStatus[];
}) {
  const { tags, summary, noun, refusals, more, body, access, errors = [400, 401, 403, 409] } = docs;
  return {
    ...(access && { config: { access } }),
    schema: {
      tags,
      summary,
      description: more ? `${bulkRouteDescription(noun, refusals)} ${more}` : bulkRouteDescription(noun, refusals),
      security: bearerSecurity,
      body,
      response: { 200: bulkResponseSchema, 202: bulkJobSchema, ...errorResponses(...errors) },
    },
  };
}
