import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { MAX_AMOUNT_PAISE } from '../money';
import { dateQuerySchema, namedRefSchema, requiredText, versionSchema } from './common';
import { paymentMethodSchema, transactionKindSchema, transactionStatusSchema } from './requests';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';

export const transactionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  request: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  workshop: namedRefSchema,
  kind: transactionKindSchema,
  method: paymentMethodSchema,
  amount_paise: z.number().int(),
  status: transactionStatusSchema,
  gateway_ref: z.string().nullable(),
  note: z.string(),
  /** A refund: the payment it refunds. */
  refund_of_id: z.number().int().nullable(),
  /** A payment: the sum of its successful refunds (0 for refunds and payouts). */
  refunded_paise: z.number().int(),
  /** A successful payment: what can still be refunded (0 for anything else). */
  refundable_paise: z.number().int(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/v1/transactions/:id: a payment with its refunds (oldest first); a refund with its payment. */
export const transactionDetailsSchema = transactionSchema.extend({
  refunds: z.array(transactionSchema),
  refund_of: transactionSchema.nullable(),
});
export type TransactionDetails = z.infer<typeof transactionDetailsSchema>;

/**
 * The list, its CSV and its totals. from/to are India dates on created_at (inclusive); q matches a
 * transaction code (TX-123), a request code (SR-123, or a prefix such as SR-0001) or a gateway
 * reference (exact or a prefix).
 */
export const transactionListQuerySchema = cursorListQuerySchema.extend({
  kind: transactionKindSchema.optional(),
  method: paymentMethodSchema.optional(),
  status: transactionStatusSchema.optional(),
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** GET /api/v1/transactions/totals: successful transactions of the same filter, in paise. */
export const transactionTotalsSchema = z.object({
  payments_paise: z.number().int(),
  refunds_paise: z.number().int(),
  /** Payments minus refunds. */
  net_paise: z.number().int(),
  /** How many successful transactions the filter holds. */
  count: z.number().int(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const refundBodySchema = z.object({
  amount_paise: z
    .number({ error: 'Refund amount is required' })
    .int({ error: 'Refund amount must be whole paise' })
    .min(1, { error: 'Refund amount must be more than zero' })
    .max(MAX_AMOUNT_PAISE, { error: 'Refund amount is too large' }),
  note: requiredText('Note', 500),
  version: versionSchema,
});
export type RefundBody = z.input<typeof refundBodySchema>;
