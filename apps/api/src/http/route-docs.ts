import { apiErrorSchema, DB_INTEGER_MAX } from '@carcare/contracts';
import { z } from 'zod';

export const bearerSecurity = [{ bearerAuth: [] }];

/** Error answers of a route, all shaped {message, code, details?}. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413)[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;
}

export const idParamsSchema = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(DB_INTEGER_MAX) });

