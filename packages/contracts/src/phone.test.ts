import { describe, expect, it } from 'vitest';
import { phoneSchema } from './auth';
import { normalizePhoneInput, toE164, toNationalPhone } from './phone';

describe('phones', () => {
  it('reads +91, 91 and 0 prefixes and separators as the 10-digit number', () => {
    for (const typed of ['9000000001', '+919000000001', '+91 90000 00001', '91 9000000001', '09000000001', '(900) 000-0001', '90000.00001']) {
      expect(normalizePhoneInput(typed), typed).toBe('9000000001');
      expect(phoneSchema.parse(typed), typed).toBe('9000000001');
    }
  });

  it('leaves other lengths and countries for the 10-digit check to refuse', () => {
    for (const typed of ['+1 9000000001', '900000000', '90000000012', '+9190000000012', '', 'abc']) {
      expect(phoneSchema.safeParse(typed).success, typed).toBe(false);
    }
    expect(phoneSchema.safeParse('1'.repeat(21)).error?.issues[0]?.message).toBe('Phone must be exactly 10 digits');
  });

  it('converts between the 10 digits and E.164', () => {
    expect(toE164('9000000001')).toBe('+919000000001');
    expect(toE164('+919000000001')).toBe('+919000000001');
    expect(() => toE164('12345')).toThrow();
    expect(toNationalPhone('+919000000001')).toBe('9000000001');
    expect(toNationalPhone('9000000001')).toBe('9000000001');
  });
});
