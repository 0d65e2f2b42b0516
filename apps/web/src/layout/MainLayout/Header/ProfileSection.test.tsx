import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@carcare/contracts';
import { renderWithProviders } from '../../../components/testing/renderWithProviders';
import { fakeApi, ok, restoreApi } from '../../../app/testing/fakeApi';
import { testAdmin } from '../../../app/testing/testAdmin';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/languageStore';
import { ProfileSection } from './ProfileSection';

const logout = vi.fn(async () => {});
vi.mock('../../../features/auth/useLogout', () => ({ useLogout: () => logout }));

async function openLogoutDialog() {
  await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  return screen.findByRole('dialog', { name: MESSAGES.confirmLogoutTitle });
}

describe('ProfileSection', () => {
  beforeEach(() => logout.mockClear());

  it('names its button with the initials it shows, then "Account menu" (label in name)', () => {
    renderWithProviders(<ProfileSection />, { userType: 'workshop_admin', path: '/workshop' });
    expect(screen.getByRole('button', { name: 'AR Account menu' })).toHaveTextContent('AR');
  });

  it('shows the name, the readable role and a Profile link for the role', async () => {
    renderWithProviders(<ProfileSection />, { userType: 'workshop_admin', path: '/workshop' });
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    // The menu loads on first use.
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Workshop Admin')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/workshop/profile');
  });

  it.each([
    ['super_admin', '/main'],
    ['workshop_admin', '/workshop'],
    ['society_manager', '/society'],
  ] as const)('links the %s to the help page of its console', async (userType, home) => {
    renderWithProviders(<ProfileSection />, { userType, path: home });
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', `${home}/sample-page`);
  });

  it('opens the logout confirmation with the spec texts, and Cancel closes it without logging out', async () => {
    renderWithProviders(<ProfileSection />);
    const dialog = await openLogoutDialog();
    expect(dialog).toHaveTextContent(MESSAGES.confirmLogoutText);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when Logout is confirmed', async () => {
    renderWithProviders(<ProfileSection />);
    await openLogoutDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('ProfileSection language switch', () => {
  it('shows the console in Hindi at once and saves the choice on the admin', async () => {
    const seen = fakeApi((request) =>
      request.method === 'PUT' && request.url === '/api/v1/me/language' ? ok(testAdmin({ language: 'hi' })) : undefined,
    );
    try {
      const { store } = renderWithProviders(<ProfileSection />, { userType: 'workshop_admin', path: '/workshop' });
      await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
      await userEvent.click(within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' }));

      expect(await screen.findByRole('menuitem', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
      expect(screen.getByText('वर्कशॉप एडमिन')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('hi');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
      await waitFor(() => expect(seen.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ language: 'hi' }]));
      expect(store.getState().auth.currentUser?.language).toBe('hi');
    } finally {
      restoreApi();
    }
  });

  it('keeps the switch for this visit when the save fails', async () => {
    fakeApi(() => ({ status: 503, data: { message: 'Service unavailable', code: 'UNAVAILABLE' } }));
    try {
      renderWithProviders(<ProfileSection />, { userType: 'workshop_admin', path: '/workshop' });
      await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
      expect(await screen.findByRole('menuitem', { name: 'लॉग आउट' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('hi');
    } finally {
      restoreApi();
    }
  });
});
