import { describe, expect, it } from 'vitest';
import english from './i18n/en.json';
import { componentCatalogue, statusText } from './componentTexts';
import { statusLabel } from './statusLabel';
import { translatorFor } from '../i18n/catalogue';
import { changeLanguage } from '../i18n/languageStore';

describe('the shared components’ texts', () => {
  it('name each status in English exactly as the chips always did ("on_leave" → "On leave")', () => {
    const t = translatorFor(componentCatalogue, 'en');
    const statuses = Object.keys(english).filter((key) => key.startsWith('status.')).map((key) => key.slice('status.'.length));
    expect(statuses.length).toBeGreaterThan(10);
    for (const status of statuses) expect(statusText(t, status)).toBe(statusLabel(status));
  });

  it('name a status in Hindi, and one the catalogue lacks in its English words', async () => {
    await changeLanguage('hi');
    const t = translatorFor(componentCatalogue, 'hi');
    expect(statusText(t, 'on_leave')).toBe('छुट्टी पर');
    expect(statusText(t, 'awaiting_parts')).toBe('Awaiting parts');
  });
});
