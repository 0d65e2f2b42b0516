/**
 * What a browser's error may carry that must never reach a log: its tokens (a JWT in a message, a
 * bearer header, a `token=` in an address) and phone numbers (a search for a customer that failed).
 * Applied to every text of a report before it is logged.
 */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const SECRET_PARAM = /\b((?:access|refresh|id)?_?token|otp|code|password|secret|signature|key)=([^&\s"'#]+)/gi;
// Indian numbers as people write them: +91 or 0 in front, digits in groups; and any other long
// run of digits (an ID number, a phone abroad). Shorter runs (ids, line numbers, ports) stay.
const PHONE = /(?<![\d+])(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g;
const LONG_DIGITS = /(?<!\d)\d{9,}(?!\d)/g;

export function scrubClientText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]')
    .replace(SECRET_PARAM, (_match, name: string) => `${name}=[redacted]`)
    .replace(PHONE, '[phone]')
    .replace(LONG_DIGITS, '[number]');
}
