import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `signature` is the HMAC-SHA256 of the raw body with the shared secret, in hex, as the
 * Indian gateways sign their webhooks. Compared in constant time, so the answer's timing tells an
 * attacker nothing of the right signature.
 */
export function isSignedBy(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

export function signatureOf(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
