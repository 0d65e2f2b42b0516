import { MESSAGES, SIGN_IN_TEXTS } from '@carcare/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { authCatalogue } from './authTexts';

describe('the sign-in catalogue', () => {
  const english = translatorFor(authCatalogue, 'en');

  it('says in English exactly what the spec says (packages/contracts)', () => {
    for (const key of ['productName', 'title', 'hint', 'phonePlaceholder', 'phoneLabel', 'getOtp', 'verifyOtp', 'otpGroupLabel', 'changeNumber', 'resendOtp'] as const) {
      expect(english(key)).toBe(SIGN_IN_TEXTS[key]);
    }
    expect(english('otpDigitLabel', { position: 3 })).toBe(SIGN_IN_TEXTS.otpDigitLabel(3));
    expect(english('codeSentTo', { phone: '+91 9000000001' })).toBe(SIGN_IN_TEXTS.codeSentTo('+91 9000000001'));
    expect(english('resendIn', { seconds: 12 })).toBe(SIGN_IN_TEXTS.resendIn(12));
    for (const key of ['phoneRequired', 'otpSentToast', 'loginSuccess', 'sendOtpFailed', 'verifyOtpFailed', 'otpIncomplete'] as const) {
      expect(english(key)).toBe(MESSAGES[key]);
    }
  });

  it('says it in Hindi once loaded, keeping the product name', async () => {
    await authCatalogue.loadHindi();
    const hindi = translatorFor(authCatalogue, 'hi');
    expect(hindi('title')).toBe('साइन इन करें');
    expect(hindi('resendIn', { seconds: 12 })).toBe('12 सेकंड बाद OTP दोबारा भेजें');
    expect(hindi('productName')).toBe('Carcare Partner Console');
  });
});
