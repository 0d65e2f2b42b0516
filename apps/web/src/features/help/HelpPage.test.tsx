import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { flattenMenu, menuForUserType, type UserType } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import HelpPage from './HelpPage';
import { MENU_ITEM_HELP } from './helpTexts';

function renderHelp(userType: UserType) {
  renderWithProviders(<HelpPage />, {
    path: '/help',
    preloadedState: { auth: { currentUser: testAdmin({ user_type: userType }), token: 'access', r_token: 'refresh', error: null, loading: false } },
  });
}

describe('Help page', () => {
  it.each<UserType>(['super_admin', 'workshop_admin'])('lists every menu item of the %s with a link and a description', (userType) => {
    renderHelp(userType);
    for (const item of flattenMenu(menuForUserType(userType))) {
      const link = screen.getByRole('link', { name: item.title });
      expect(link).toHaveAttribute('href', item.url);
      const description = MENU_ITEM_HELP[userType][item.id];
      expect(description, item.id).toBeTruthy();
      expect(within(link.closest('li')!).getByText(description!)).toBeInTheDocument();
    }
  });

  it("shows only the role's own items", () => {
    renderHelp('workshop_admin');
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Absent List' })).toHaveAttribute('href', '/workshop/listofleaves');
  });

  it('has a description for every menu item of every role', () => {
    for (const userType of ['super_admin', 'workshop_admin', 'society_manager'] as const) {
      for (const item of flattenMenu(menuForUserType(userType))) expect(MENU_ITEM_HELP[userType][item.id], `${userType}:${item.id}`).toBeTruthy();
    }
  });
});
