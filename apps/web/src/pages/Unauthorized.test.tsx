import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '@carcare/contracts';
import { emptyAuthState } from '../app/session/authSlice';
import { renderWithProviders, testAdmin } from '../components/testing/renderWithProviders';
import { Unauthorized } from './Unauthorized';

const logout = vi.fn(async () => {});
vi.mock('../features/auth/useLogout', () => ({ useLogout: () => logout }));

describe('Unauthorized', () => {
  it('tells an admin with a role that the page is another console’s, and offers their own', () => {
    renderWithProviders(<Unauthorized />, { path: '/unauthorized', userType: 'super_admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not part of your console' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Asha Rao \(Super Admin\)/)).toBeInTheDocument();
    expect(screen.queryByText(/no console role/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/main');
  });

  it('sends a society manager to /society', () => {
    renderWithProviders(<Unauthorized />, { path: '/unauthorized', userType: 'society_manager' });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/society');
  });

  it('explains the missing console role to an account without one, and signs out on request', async () => {
    const roleless = { ...testAdmin('super_admin'), user_type: 'guest' as UserType };
    renderWithProviders(<Unauthorized />, {
      path: '/unauthorized',
      preloaded: { auth: { ...emptyAuthState, currentUser: roleless, token: 'access', r_token: 'refresh' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'No access to the console' })).toBeInTheDocument();
    expect(screen.getByText(/has no console role/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('offers the sign-in page to a visitor without a session', () => {
    renderWithProviders(<Unauthorized />, { path: '/unauthorized', userType: null });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });
});
