import { MESSAGES } from '@carcare/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue';
import { pageCatalogue } from './pageTexts';

describe('the pages catalogue', () => {
  it('says in English exactly what the spec says on the not-found page (packages/contracts)', () => {
    const english = translatorFor(pageCatalogue, 'en');
    for (const key of ['notFoundTitle', 'notFoundText', 'returnToDashboard'] as const) expect(english(key)).toBe(MESSAGES[key]);
  });

  it('says it in Hindi once loaded', async () => {
    await pageCatalogue.loadHindi();
    const hindi = translatorFor(pageCatalogue, 'hi');
    expect(hindi('notFoundTitle')).toBe('पेज नहीं मिला');
    expect(hindi('otherConsoleText', { name: 'Asha Rao', role: hindi('role.super_admin') })).toContain('Asha Rao (सुपर एडमिन)');
  });
});
