import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { sopFormSchemas } from './sopForm';
import { sopCatalogue } from './sopTexts';

describe('the SOP catalogue', () => {
  const messagesIn = (language: 'en' | 'hi', steps: string[]) => {
    const result = sopFormSchemas(translatorFor(sopCatalogue, language)).create.safeParse({ title: ' ', service_id: null, steps: steps.map((text) => ({ text })) });
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('names the failing title and step in English as the contract does', () => {
    expect(messagesIn('en', ['Wash', ' ', 'x'.repeat(301)])).toEqual({
      title: 'Title is required',
      'steps.1.text': 'Step 2 is empty',
      'steps.2.text': 'Step 3 must be at most 300 characters',
    });
    expect(messagesIn('en', [])).toMatchObject({ steps: 'Add at least one step' });
  });

  it('says the same in Hindi once loaded', async () => {
    await sopCatalogue.loadHindi();
    expect(messagesIn('hi', ['धुलाई', ' '])).toEqual({ title: 'शीर्षक डालना ज़रूरी है', 'steps.1.text': 'चरण 2 खाली है' });
    expect(translatorFor(sopCatalogue, 'hi')('stepCountOfMax', { count: 3, max: 50 })).toBe('50 में से 3 चरण');
  });
});
