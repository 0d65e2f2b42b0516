import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { flattenMenu, menuForUserType, type UserType } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import HelpPage from './HelpPage';
import { translatorFor } from '../../i18n/catalogue';
import { changeLanguage } from '../../i18n/languageStore';
import { helpCatalogue, menuItemHelp } from './helpTexts';

const english = translatorFor(helpCatalogue, 'en');

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
      const description = menuItemHelp(english, userType, item.id);
      expect(description, item.id).toBeTruthy();
      expect(within(link.closest('li')!).getByText(description!)).toBeInTheDocument();
    }
  });

  it("shows only the role's own items", () => {
    renderHelp('workshop_admin');
    expect(screen.queryByRole('link', { name: 'Cancellation Reason' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/workshop/transactions');
    expect(screen.getByRole('link', { name: 'Absent List' })).toHaveAttribute('href', '/workshop/listofleaves');
  });

  it('has a description for every menu item of every role', () => {
    for (const userType of ['super_admin', 'workshop_admin', 'society_manager'] as const) {
      for (const item of flattenMenu(menuForUserType(userType))) expect(menuItemHelp(english, userType, item.id), `${userType}:${item.id}`).toBeTruthy();
    }
  });

  it('speaks Hindi when Hindi is shown', async () => {
    await changeLanguage('hi');
    renderHelp('society_manager');
    expect(await screen.findByRole('heading', { name: 'और जगहें' })).toBeInTheDocument();
    expect(screen.getByText('आपकी सोसाइटी में लगे कर्मचारी, उनके हुनर और स्थिति के साथ।')).toBeInTheDocument();
  });
});
