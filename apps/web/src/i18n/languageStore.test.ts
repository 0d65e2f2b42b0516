import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, chooseLanguageBeforeSignIn, currentLanguage, onLanguagePrepare, requestedLanguage, resetLanguageForTests } from './languageStore';

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

/** The store as a reload of the page starts it: from what the browser kept. */
async function reloadedStore() {
  vi.resetModules();
  return import('./languageStore');
}

describe('a language picked on the sign-in page', () => {
  it('is still pending after the page reloads, and sign-in takes it to save on the admin and then forgets it', async () => {
    await chooseLanguageBeforeSignIn('hi');
    const reloaded = await reloadedStore();
    expect(reloaded.currentLanguage()).toBe('hi');
    expect(reloaded.languageAfterSignIn('en')).toEqual({ language: 'hi', saveOnAdmin: true });

    // Signed in and reloaded again: nothing pending, the admin's own language applies.
    expect((await reloadedStore()).languageAfterSignIn('en')).toEqual({ language: 'en', saveOnAdmin: false });
  });

  it('is not made of a language shown without picking it, such as the last admin\'s', async () => {
    await changeLanguage('hi');
    const reloaded = await reloadedStore();
    expect(reloaded.currentLanguage()).toBe('hi');
    expect(reloaded.languageAfterSignIn('en')).toEqual({ language: 'en', saveOnAdmin: false });
  });
});
