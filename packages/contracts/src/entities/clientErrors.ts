import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../plain/clientErrors';

const bounded = (label: string, max: number) => z.string({ error: `${label} must be text` }).max(max, { error: `${label} must be at most ${max} characters` });

/** One failure the console reports (POST /api/v1/client-errors). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `Kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  /** Shown to the admin on the error page, so support can find this report in the logs. */
  reference: z
    .string({ error: 'Reference is required' })
    .max(CLIENT_ERROR_LIMITS.reference, { error: 'Reference must be 4 to 16 letters, digits or dashes' })
    .regex(/^[A-Za-z0-9-]{4,16}$/, { error: 'Reference must be 4 to 16 letters, digits or dashes' }),
  message: bounded('Message', CLIENT_ERROR_LIMITS.message),
  stack: bounded('Stack', CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's path, without its query string. */
  path: bounded('Path', CLIENT_ERROR_LIMITS.path),
  user_agent: bounded('User agent', CLIENT_ERROR_LIMITS.userAgent).optional(),
  release: bounded('Release', CLIENT_ERROR_LIMITS.release).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorReceiptSchema = z.object({ reference: z.string() });
