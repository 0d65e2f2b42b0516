import { z } from 'zod';
import { cursorListQuerySchema } from '../api';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { MAX_AMOUNT_PAISE } from '../money';
import { COMMISSION_BASIS_POINTS_MAX, isMonday, SETTLEMENT_STATUSES, UTR_PATTERN } from '../plain/settlements';
import { dateQuerySchema, dateSchema, namedRefSchema, versionSchema } from './common';
import { paymentMethodSchema, transactionKindSchema } from './requests';

const idQuery = z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional();
const idBody = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .min(1, { error: `Choose a ${label.toLowerCase()}` })
    .max(DB_INTEGER_MAX, { error: `Choose a ${label.toLowerCase()}` });

export const settlementStatusSchema = z.enum(SETTLEMENT_STATUSES);

/** A workshop's weekly statement (DESIGN §8). Amounts in paise; payable < 0 is owed by the workshop. */
export const settlementSchema = z.object({
  id: z.number().int(),
  workshop: namedRefSchema,
  /** The Monday it starts on and the Sunday it ends on, India dates. */
  week_start: z.string(),
  week_end: z.string(),
  status: settlementStatusSchema,
  online_payments_paise: z.number().int(),
  cash_payments_paise: z.number().int(),
  refunds_paise: z.number().int(),
  commission_paise: z.number().int(),
  cash_held_paise: z.number().int(),
  carried_in_paise: z.number().int(),
  payable_paise: z.number().int(),
  /** How many payments and refunds it counts. */
  line_count: z.number().int(),
  /** The statement whose negative figure this one carries in. */
  carried_from: z.object({ id: z.number().int(), week_start: z.string() }).nullable(),
  /** Paid: the payout transaction, its UTR, when and by whom. */
  payout_transaction_id: z.number().int().nullable(),
  utr: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_by: namedRefSchema.nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** from/to are India dates on week_start (inclusive). */
export const settlementListQuerySchema = cursorListQuerySchema.extend({
  workshop_id: idQuery,
  status: settlementStatusSchema.optional(),
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
});
export type SettlementListQuery = z.infer<typeof settlementListQuerySchema>;

export const createSettlementBodySchema = z.object({
  workshop_id: idBody('Workshop'),
  week_start: dateSchema('Week start').refine(isMonday, { error: 'A week starts on a Monday' }),
});
export type CreateSettlementBody = z.input<typeof createSettlementBodySchema>;

export const paySettlementBodySchema = z.object({
  version: versionSchema,
  utr: z
    .string({ error: 'UTR is required' })
    .max(40, { error: 'A UTR is 12 to 22 letters and digits, as the bank gives it' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(UTR_PATTERN, { error: 'A UTR is 12 to 22 letters and digits, as the bank gives it' })),
});
export type PaySettlementBody = z.input<typeof paySettlementBodySchema>;

/** One payment or refund a statement counts, with the commission it carried there. */
export const settlementLineSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  created_at: z.string(),
  kind: transactionKindSchema,
  method: paymentMethodSchema,
  amount_paise: z.number().int(),
  /** Negative on a refund: the commission it gives back. */
  commission_paise: z.number().int(),
  request: z.object({ id: z.number().int(), code: z.string() }).nullable(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementLinesQuerySchema = cursorListQuerySchema;

/** A commission rate and the India date it holds from. */
export const commissionRateSchema = z.object({
  id: z.number().int(),
  workshop_id: z.number().int(),
  rate_percent: z.number(),
  effective_from: z.string(),
  note: z.string(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
});
export type CommissionRate = z.infer<typeof commissionRateSchema>;

export const commissionRatesResponseSchema = z.object({ data: z.array(commissionRateSchema) });

export const createCommissionRateBodySchema = z.object({
  rate_percent: z
    .number({ error: 'Rate is required' })
    .min(0, { error: 'Rate cannot be negative' })
    .max(COMMISSION_BASIS_POINTS_MAX / 100, { error: 'Rate cannot be more than 100 %' })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), { error: 'Rate has at most two decimals' }),
  effective_from: dateSchema('Effective from'),
  note: z.string().trim().max(500, { error: 'Note is too long' }).default(''),
});
export type CreateCommissionRateBody = z.input<typeof createCommissionRateBodySchema>;

/** One worker's cash in hand: what they took, gave back, handed in, and since when they hold the rest. */
export const cashInHandSchema = z.object({
  worker: namedRefSchema,
  workshop: namedRefSchema,
  collected_paise: z.number().int(),
  refunded_paise: z.number().int(),
  deposited_paise: z.number().int(),
  outstanding_paise: z.number().int(),
  /** When the oldest cash still held was taken (deposits settle the oldest first); null when nothing is held. */
  held_since: z.string().nullable(),
});
export type CashInHand = z.infer<typeof cashInHandSchema>;

export const cashInHandQuerySchema = z.object({
  workshop_id: idQuery,
  /** all: every worker who ever took cash; default: only those who still hold some. */
  include_settled: z.enum(['true', 'false']).optional(),
});
export const cashInHandResponseSchema = z.object({
  data: z.array(cashInHandSchema),
  total_outstanding_paise: z.number().int(),
});
export type CashInHandResponse = z.infer<typeof cashInHandResponseSchema>;

export const cashDepositSchema = z.object({
  id: z.number().int(),
  worker: namedRefSchema,
  workshop: namedRefSchema,
  amount_paise: z.number().int(),
  note: z.string(),
  created_by: namedRefSchema.nullable(),
  created_at: z.string(),
});
export type CashDeposit = z.infer<typeof cashDepositSchema>;

export const cashDepositListQuerySchema = cursorListQuerySchema.extend({
  workshop_id: idQuery,
  worker_id: idQuery,
  from: dateQuerySchema('from'),
  to: dateQuerySchema('to'),
});
export type CashDepositListQuery = z.infer<typeof cashDepositListQuerySchema>;

export const createCashDepositBodySchema = z.object({
  worker_id: idBody('Worker'),
  amount_paise: z
    .number({ error: 'Amount is required' })
    .int({ error: 'Amount must be whole paise' })
    .min(1, { error: 'Amount must be more than zero' })
    .max(MAX_AMOUNT_PAISE, { error: 'Amount is too large' }),
  note: z.string().trim().max(500, { error: 'Note is too long' }).default(''),
});
export type CreateCashDepositBody = z.input<typeof createCashDepositBodySchema>;
