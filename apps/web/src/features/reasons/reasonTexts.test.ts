import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { reasonCatalogue } from './reasonTexts';

describe('the reasons catalogue', () => {
  it('names audiences in English as before, and in Hindi once loaded', async () => {
    expect(translatorFor(reasonCatalogue, 'en')('audience.workshop')).toBe('Workshop');
    await reasonCatalogue.loadHindi();
    const hindi = translatorFor(reasonCatalogue, 'hi');
    expect(hindi('audience.customer')).toBe('ग्राहक');
    expect(hindi('textTooLong', { max: 160 })).toBe('कारण 160 अक्षरों से लंबा नहीं हो सकता');
  });
});
