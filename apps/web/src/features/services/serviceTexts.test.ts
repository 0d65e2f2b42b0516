import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { EMPTY_SERVICE_FORM, serviceFormSchemas } from './serviceForm';
import { formatDuration, priceLabel, serviceCatalogue } from './serviceTexts';

describe('the services catalogue', () => {
  const english = translatorFor(serviceCatalogue, 'en');

  it('writes durations, counts and price labels in English as before', () => {
    expect([45, 60, 90].map((minutes) => formatDuration(english, minutes))).toEqual(['45 min', '1 h', '1 h 30 min']);
    expect(english('inclusion.usedBy', { count: 1 })).toBe('1 service');
    expect(english('inclusion.usedBy', { count: 3 })).toBe('3 services');
    expect(priceLabel(english, 'suv')).toBe('SUV price');
  });

  it('says them in Hindi once loaded, keeping vehicle classes as they are', async () => {
    await serviceCatalogue.loadHindi();
    const hindi = translatorFor(serviceCatalogue, 'hi');
    expect([45, 60, 150].map((minutes) => formatDuration(hindi, minutes))).toEqual(['45 मिनट', '1 घंटा', '2 घंटे 30 मिनट']);
    expect(hindi('inclusion.usedBy', { count: 2 })).toBe('2 सेवाएँ');
    expect(priceLabel(hindi, 'suv')).toBe('SUV की कीमत');
  });

  it('gives the form’s validation messages in the language of its texts', async () => {
    await serviceCatalogue.loadHindi();
    const messagesIn = (language: 'en' | 'hi') => {
      const result = serviceFormSchemas(translatorFor(serviceCatalogue, language)).create.safeParse({ ...EMPTY_SERVICE_FORM, duration_minutes: 2, prices: { ...EMPTY_SERVICE_FORM.prices, suv: 'abc' } });
      return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(messagesIn('en')).toMatchObject({
      name: 'Name is required',
      category: 'Choose a category',
      duration_minutes: 'Duration must be at least 5 minutes',
      'prices.hatchback': 'Hatchback price is required',
      'prices.suv': 'SUV price: enter rupees, e.g. 499 or 499.50',
    });
    expect(messagesIn('hi')).toMatchObject({
      name: 'नाम डालना ज़रूरी है',
      category: 'श्रेणी चुनें',
      duration_minutes: 'समय कम से कम 5 मिनट होना चाहिए',
      'prices.hatchback': 'हैचबैक की कीमत डालना ज़रूरी है',
      'prices.suv': 'SUV की कीमत: रुपये में डालें, जैसे 499 या 499.50',
    });
  });
});
