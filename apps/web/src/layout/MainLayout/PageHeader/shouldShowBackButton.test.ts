import { describe, expect, it } from 'vitest';
import { topLevelPathsFor } from '../../../app/consoleRoutes';
import { shouldShowBackButton, type BackButtonInput } from './shouldShowBackButton';

const topLevelPaths = topLevelPathsFor('super_admin');
const deep: BackButtonInput = { hasStoredToken: true, historyLength: 3, locationKey: 'abc', pathname: '/main/edit-service/4', topLevelPaths };

describe('shouldShowBackButton', () => {
  it('lists the home, the default dashboard and every menu url as top-level', () => {
    expect(topLevelPaths).toEqual(expect.arrayContaining(['/main', '/main/dashboard/default', '/main/workshop-list', '/main/privacy', '/main/transactions']));
    expect(topLevelPaths).not.toContain('/main/addWorkshop');
  });

  it.each<[string, Partial<BackButtonInput>, boolean]>([
    ['deep page, token, history', {}, true],
    ['no stored token', { hasStoredToken: false }, false],
    ['no history at all', { historyLength: 1, locationKey: 'default' }, false],
    ['history only from the browser', { historyLength: 2, locationKey: 'default' }, true],
    ['history only inside the app', { historyLength: 1, locationKey: 'k1' }, true],
    ['role home', { pathname: '/main' }, false],
    ['role home with slash', { pathname: '/main/' }, false],
    ['default dashboard', { pathname: '/main/dashboard/default' }, false],
    ['menu list page', { pathname: '/main/workshop-list' }, false],
    ['settings page', { pathname: '/main/promotionalbanners' }, false],
    ['add form', { pathname: '/main/addWorkshop' }, true],
    ['profile', { pathname: '/main/profile' }, true],
  ])('%s', (_name, change, expected) => {
    expect(shouldShowBackButton({ ...deep, ...change })).toBe(expected);
  });
});
