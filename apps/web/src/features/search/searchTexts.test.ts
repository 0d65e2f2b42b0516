import { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH } from '@carcare/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { searchCatalogue } from './searchTexts';

describe('the header search catalogue', () => {
  const english = translatorFor(searchCatalogue, 'en');

  it('names the kinds in English as the contract does', () => {
    for (const kind of SEARCH_KINDS) expect(english(`kind.${kind}`)).toBe(SEARCH_KIND_LABELS[kind]);
    expect(english('tooShort', { min: SEARCH_MIN_LENGTH })).toBe('Type at least 2 characters');
  });

  it('says it in Hindi once loaded', async () => {
    await searchCatalogue.loadHindi();
    const hindi = translatorFor(searchCatalogue, 'hi');
    expect(hindi('tooShort', { min: SEARCH_MIN_LENGTH })).toBe('कम से कम 2 अक्षर लिखें');
    expect(hindi('kind.worker')).toBe('कर्मचारी');
  });
});
