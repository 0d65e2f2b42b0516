import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, onLanguagePrepare, requestedLanguage, resetLanguageForTests } from './languageStore';

afterEach(async () => {
  await resetLanguageForTests();
});

describe('changing the language', () => {
  it('shows the language asked for last, even when an earlier one (Hindi, still loading) finishes preparing after it', async () => {
    // Hindi prepares slowly (its catalogues); English is ready at once.
    let releaseHindi: () => void = () => undefined;
    const hindiReady = new Promise<void>((resolve) => (releaseHindi = resolve));
    onLanguagePrepare((language) => (language === 'hi' ? hindiReady : Promise.resolve()));

    const toHindi = changeLanguage('hi');
    const toEnglish = changeLanguage('en');
    expect(requestedLanguage()).toBe('en');
    await toEnglish;
    expect(currentLanguage()).toBe('en');
    releaseHindi();
    await toHindi;
    expect(currentLanguage()).toBe('en');
  });
});
