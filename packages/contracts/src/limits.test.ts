import { describe, expect, it } from 'vitest';
import { sanitizeOtpCode, sanitizeOtpDigit, sanitizePhone } from './limits';

describe('phone sanitising', () => {
  it('strips non-digits and keeps at most 10 digits', () => {
    expect(sanitizePhone('+91 (900) 000-0001')).toBe('9190000000');
    expect(sanitizePhone('abc')).toBe('');
    expect(sanitizePhone('90000000012345')).toBe('9000000001');
  });
});

describe('OTP sanitising', () => {
  it('keeps one digit per box', () => {
    expect(sanitizeOtpDigit('a')).toBe('');
    expect(sanitizeOtpDigit('47')).toBe('7');
    expect(sanitizeOtpDigit('5')).toBe('5');
  });
  it('takes the first six digits of a pasted code', () => {
    expect(sanitizeOtpCode('Your code: 123-4567')).toBe('123456');
  });
});
