import type { IssueLike } from '@carcare/contracts';
import { paymentWebhookResponseSchema, paymentWebhookSchema, WEBHOOK_SIGNATURE_HEADERS } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { fieldDetailOf } from '../../http/field-details';
import { HttpError, notFound, unauthenticated } from '../../http/http-error';
import { parseJsonText } from '../../http/json-body';
import { errorResponses } from '../../http/route-docs';
import { isSignedBy } from './webhook-signature';
import { applyGatewayEvent } from './webhook-service';

/** A gateway's event is a few kilobytes; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/v1/payments/webhook: the payment gateway tells the server of captured payments and
 * processed refunds (DESIGN §8). No bearer token: the gateway signs the raw body with the shared
 * secret, and the signature is checked on the bytes as they arrived, before anything is parsed, so
 * a bad or missing one answers 401 and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; paymentWebhookSecret: string | null }> = async (app, { db, clock, paymentWebhookSecret }) => {
  // The JSON is parsed after the signature check, from the very bytes that were signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/v1/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment gateway’s webhook (signed)',
        description: `Events payment.captured (payload.payment.entity: id, amount in paise, currency INR, method, notes.request_code), payment.failed and refund.processed (payload.refund.entity: id, payment_id, amount), as Razorpay posts them. The ${WEBHOOK_SIGNATURE_HEADERS.map((name) => `\`${name}\``).join(' or ')} header carries the HMAC-SHA256 of the raw body with PAYMENT_WEBHOOK_SECRET, in hex; a bad or missing one is 401 and changes nothing. Each event is applied once (by its name and the gateway's id): a repeat answers duplicate. A refund before its payment answers 202 waiting and is applied when the payment arrives. 404 when no secret is configured.`,
        response: { 200: paymentWebhookResponseSchema, 202: paymentWebhookResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (paymentWebhookSecret === null) throw notFound('The payment webhook is not enabled on this server: set PAYMENT_WEBHOOK_SECRET');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = WEBHOOK_SIGNATURE_HEADERS.map((name) => request.headers[name]).find((value) => typeof value === 'string') as string | undefined;
      if (!isSignedBy(paymentWebhookSecret, raw, signature)) throw unauthenticated('The webhook signature is missing or wrong');
      const data = parseJsonText(raw.toString('utf8'));
      const parsed = paymentWebhookSchema.safeParse(data);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => fieldDetailOf(issue as IssueLike, issue.path, issue.path.length > 0 ? issue.path.join('.') : 'body', issue.message, data));
        throw new HttpError(400, 'VALIDATION_ERROR', details[0]!.message, {}, details);
      }
      const result = await applyGatewayEvent(db, parsed.data, clock.now());
      return reply.code(result.status === 'waiting' ? 202 : 200).send(result);
    },
  );
};
