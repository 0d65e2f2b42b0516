// The payment gateway's webhook (DESIGN §8), without zod.

/** The methods a gateway reports; cash never comes through it. */
export const GATEWAY_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** The header the gateway signs a webhook's raw body in: HMAC-SHA256, hex. Razorpay's own name is accepted too. */
export const WEBHOOK_SIGNATURE_HEADERS = ['x-webhook-signature', 'x-razorpay-signature'] as const;
