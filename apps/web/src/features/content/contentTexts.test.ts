import { describe, expect, it } from 'vitest';
import { BANNER_MESSAGES, createBannerBodySchema, POLICY_TITLES, UPLOAD_MESSAGES } from '@carcare/contracts';
import { translatorFor } from '../../i18n/catalogue';
import { contentCatalogue, validationMessage } from './contentTexts';

describe('the content catalogue', () => {
  const english = translatorFor(contentCatalogue, 'en');

  it('names the policies and says the contract’s messages word for word in English', () => {
    expect(english('policyTitle.consent_form')).toBe(POLICY_TITLES.consent_form);
    expect(english('policyTitle.privacy_policy')).toBe(POLICY_TITLES.privacy_policy);
    const empty = createBannerBodySchema.safeParse({ title: '', alt_text: '', link_url: 'http://x', starts_at: '', ends_at: '' });
    const long = createBannerBodySchema.safeParse({ title: 'x'.repeat(81), alt_text: 'x'.repeat(161), link_url: `https://x.in/${'a'.repeat(500)}`, starts_at: 'soon', ends_at: 'later' });
    const backwards = createBannerBodySchema.safeParse({ title: 'A', alt_text: 'B', starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z' });
    const messages = [empty, long, backwards].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    messages.push(UPLOAD_MESSAGES.wrongType, UPLOAD_MESSAGES.tooLarge, BANNER_MESSAGES.linkHttps);
    expect(messages.length).toBeGreaterThanOrEqual(12);
    for (const message of messages) {
      expect(Object.entries(contentCatalogue.english).some(([key, text]) => key.startsWith('validation.') && text === message), message).toBe(true);
      expect(validationMessage(english, message)).toBe(message);
    }
  });

  it('says them in Hindi once loaded, numbers in the Indian way', async () => {
    await contentCatalogue.loadHindi();
    const hindi = translatorFor(contentCatalogue, 'hi');
    expect(validationMessage(hindi, BANNER_MESSAGES.endsAfterStart)).toBe('खत्म होने का समय शुरू होने के बाद का होना चाहिए');
    expect(english('policy.tooLong', { max: 50_000 })).toBe('The text must be at most 50,000 characters');
    expect(hindi('policy.chars', { count: 1234, max: 50_000 })).toBe('1,234 / 50,000');
    expect(hindi('policy.publishTitle', { title: hindi('policyTitle.consent_form') })).toBe('सहमति पत्र प्रकाशित करें?');
  });
});
