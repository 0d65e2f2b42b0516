import { PHONE_MAX_DIGITS } from './limits';

/** India's country calling code: every phone the product knows is an Indian mobile. */
export const INDIA_CALLING_CODE = '91';
/** Longest phone text the API reads before normalising ("+91 90000-00001" and the like). */
export const PHONE_INPUT_MAX_LENGTH = 20;

const NATIONAL = new RegExp(`^\\d{${PHONE_MAX_DIGITS}}$`);
const E164 = new RegExp(`^\\+${INDIA_CALLING_CODE}\\d{${PHONE_MAX_DIGITS}}$`);

/**
 * The spec's 10-digit mobile number from what a caller may type: spaces, dashes, dots and
 * brackets go, and a +91, 91 or 0 prefix in front of 10 digits is dropped. Anything else comes
 * back unchanged (only separators removed) for the 10-digit check to refuse.
 */
export function normalizePhoneInput(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  const prefixed = new RegExp(`^(?:\\+${INDIA_CALLING_CODE}|${INDIA_CALLING_CODE}|0)(\\d{${PHONE_MAX_DIGITS}})$`).exec(compact);
  return prefixed ? prefixed[1]! : compact;
}

export const isNationalPhone = (phone: string) => NATIONAL.test(phone);
export const isE164Phone = (phone: string) => E164.test(phone);

/** +91XXXXXXXXXX from the 10-digit number (an E.164 number is returned as is). */
export function toE164(phone: string): string {
  if (isE164Phone(phone)) return phone;
  if (!isNationalPhone(phone)) throw new Error(`Not a ${PHONE_MAX_DIGITS}-digit phone number`);
  return `+${INDIA_CALLING_CODE}${phone}`;
}

/** The 10-digit number of an Indian E.164 phone, as the console shows and takes phones. */
export function toNationalPhone(phone: string): string {
  return isE164Phone(phone) ? phone.slice(-PHONE_MAX_DIGITS) : phone;
}
