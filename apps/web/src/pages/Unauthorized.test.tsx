import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../components/testing/renderWithProviders';
import { Unauthorized } from './Unauthorized';

const logout = vi.fn(async () => {});
vi.mock('../features/auth/useLogout', () => ({ useLogout: () => logout }));

describe('Unauthorized', () => {
  it('explains the missing console role and signs out on request', async () => {
    renderWithProviders(<Unauthorized />, { path: '/unauthorized' });
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
