import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthState } from '../../app/session/authSlice';
import { LocationProbe } from '../../app/testing/LocationProbe';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { RoleGuard } from './RoleGuard';
import { PublicOnly } from './PublicOnly';
import { useLogout } from './useLogout';
import { revokeSession } from './authApi';
import type * as AuthApi from './authApi';

vi.mock('./authApi', async (importOriginal) => ({ ...(await importOriginal<typeof AuthApi>()), revokeSession: vi.fn() }));

function session(userType: string | null): { auth: AuthState } {
  return {
    auth: {
      currentUser: userType ? { ...testAdmin(), user_type: userType as never } : null,
      token: userType ? 'access' : null,
      r_token: userType ? 'refresh' : null,
      error: null,
      loading: false,
    },
  };
}

function guarded(role: 'super_admin' | 'workshop_admin', path: string, userType: string | null) {
  return renderWithProviders(<RoleGuard role={role} />, {
    path,
    routePath: role === 'super_admin' ? '/main' : '/workshop',
    preloadedState: session(userType),
  });
}

describe('RoleGuard', () => {
  it('renders the role pages for the own role', () => {
    const pages = (
      <Routes>
        <Route element={<RoleGuard role="super_admin" />}>
          <Route path="sop" element={<p>SOP page</p>} />
        </Route>
      </Routes>
    );
    renderWithProviders(pages, { path: '/main/sop', routePath: '/main/*', preloadedState: session('super_admin') });
    expect(screen.getByText('SOP page')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to "/"', async () => {
    guarded('super_admin', '/main', null);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a workshop admin on a super admin page to /workshop', async () => {
    renderWithProviders(<RoleGuard role="super_admin" />, { path: '/main', preloadedState: session('workshop_admin') });
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop');
  });

  it('sends an unknown role to /unauthorized', async () => {
    guarded('workshop_admin', '/workshop', 'cashier');
    expect(await screen.findByTestId('location')).toHaveTextContent('/unauthorized');
  });
});

describe('PublicOnly', () => {
  it('shows the sign-in page to a visitor', () => {
    renderWithProviders(<PublicOnly><p>sign-in card</p></PublicOnly>, { preloadedState: session(null) });
    expect(screen.getByText('sign-in card')).toBeInTheDocument();
  });

  it('sends a signed-in society manager from "/" to /society', async () => {
    renderWithProviders(<PublicOnly><p>sign-in card</p></PublicOnly>, { preloadedState: session('society_manager') });
    expect(await screen.findByTestId('location')).toHaveTextContent('/society');
    expect(screen.queryByText('sign-in card')).not.toBeInTheDocument();
  });
});

function LogoutButton() {
  const logoutNow = useLogout();
  return <button onClick={() => void logoutNow()}>Logout</button>;
}

describe('useLogout', () => {
  it('revokes the session on the server, clears it locally and returns to "/"', async () => {
    const user = userEvent.setup();
    vi.mocked(revokeSession).mockResolvedValueOnce({ data: { message: 'Logged out' } } as never);
    localStorage.setItem('authState', JSON.stringify({ currentUser: testAdmin(), token: 'access', r_token: 'refresh' }));
    const { store } = renderWithProviders(<LogoutButton />, {
      path: '/main/profile',
      preloadedState: session('super_admin'),
      extraRoutes: <Route path="/" element={<LocationProbe />} />,
    });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(revokeSession).toHaveBeenCalledWith('refresh');
    expect(store.getState().auth).toMatchObject({ token: null, r_token: null, currentUser: null });
    expect(localStorage.getItem('authState')).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(revokeSession).mockRejectedValueOnce(new Error('Network Error'));
    const { store } = renderWithProviders(<LogoutButton />, { path: '/workshop', preloadedState: session('workshop_admin') });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().auth.token).toBeNull();
  });
});
