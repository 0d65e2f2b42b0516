import { LEAVE_TYPES } from '@carcare/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogue';
import { leaveCatalogue } from '../leaves/public';
import { dashboardCatalogue } from './dashboardTexts';

describe('the dashboard catalogue', () => {
  it('names the leave types as the leaves catalogue does, in both languages', async () => {
    await Promise.all([dashboardCatalogue.loadHindi(), leaveCatalogue.loadHindi()]);
    for (const language of ['en', 'hi'] as const) {
      const dashboard = translatorFor(dashboardCatalogue, language);
      const leaves = translatorFor(leaveCatalogue, language);
      for (const type of LEAVE_TYPES) expect(dashboard(`leaveType.${type}`)).toBe(leaves(`type.${type}`));
    }
  });
});
