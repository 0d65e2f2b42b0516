import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from '../money';
import { GATEWAY_METHODS } from '../plain/payments';
import { trimInvisible } from '../plain/common';

const gatewayId = (label: string) => z.string({ error: `${label} is required` }).overwrite(trimInvisible).min(1, { error: `${label} is required` }).max(100, { error: `${label} is too long` });
const amount = z
  .number({ error: 'amount is required' })
  .int({ error: 'amount must be whole paise' })
  .min(1, { error: 'amount must be more than zero' })
  .max(MAX_AMOUNT_PAISE, { error: 'amount is too large' });
const notes = z.record(z.string().max(100), z.union([z.string().max(500), z.number()])).optional();

/**
 * What the payment gateway posts to POST /api/v1/payments/webhook, in the shape the Indian gateways
 * use (Razorpay's): an event name and the entity it is about, amounts in paise. A captured
 * payment names its request in notes.request_code ("SR-000123").
 */
export const paymentWebhookSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('payment.captured'),
    payload: z.object({
      payment: z.object({
        entity: z.object({
          id: gatewayId('payment id'),
          amount,
          currency: z.literal('INR', { error: 'currency must be INR' }).default('INR'),
          method: z.enum(GATEWAY_METHODS, { error: `method must be one of ${GATEWAY_METHODS.join(', ')}` }),
          notes,
        }),
      }),
    }),
  }),
  z.object({
    event: z.literal('payment.failed'),
    payload: z.object({ payment: z.object({ entity: z.object({ id: gatewayId('payment id'), amount, method: z.enum(GATEWAY_METHODS).optional(), notes }) }) }),
  }),
  z.object({
    event: z.literal('refund.processed'),
    payload: z.object({
      refund: z.object({
        entity: z.object({
          id: gatewayId('refund id'),
          payment_id: gatewayId('payment_id'),
          amount,
          notes,
        }),
      }),
    }),
  }),
]);
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

/** What the webhook answers: what became of the event. */
export const paymentWebhookResponseSchema = z.object({
  status: z.enum(['applied', 'duplicate', 'waiting', 'ignored']),
  message: z.string(),
  transaction_id: z.number().int().nullable(),
});
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponseSchema>;
