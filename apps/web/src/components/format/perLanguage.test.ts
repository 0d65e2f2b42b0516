import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, resetLanguageForTests } from '../../i18n/languageStore';
import { perLanguage } from './perLanguage';

afterEach(async () => {
  await resetLanguageForTests();
});

describe('a formatter per language', () => {
  it('is built once for each language shown and the same one is handed out after, in English and in Hindi', async () => {
    const builds: string[] = [];
    const formatter = perLanguage((language) => {
      builds.push(language);
      return new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN');
    });
    const english = formatter();
    expect(formatter()).toBe(english);
    await changeLanguage('hi');
    const hindi = formatter();
    expect(hindi).not.toBe(english);
    expect(formatter()).toBe(hindi);
    await changeLanguage('en');
    expect(formatter()).toBe(english);
    expect(builds).toEqual(['en', 'hi']);
  });
});
