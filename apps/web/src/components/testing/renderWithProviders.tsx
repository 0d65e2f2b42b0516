import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SnackbarHost } from '../snackbar/SnackbarHost';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Admin, UserType } from '@carcare/contracts';
import { makeStore, type RootState } from '../../app/makeStore';
import { emptyAuthState } from '../../app/session/authSlice';
import { initialCustomizationState } from '../../app/customization/customizationSlice';
import { ThemeCustomization } from '../../theme/ThemeCustomization';

export function testAdmin(userType: UserType, name = 'Asha Rao'): Admin {
  return {
    id: 1,
    name,
    phone: '9000000001',
    email: null,
    user_type: userType,
    workshop_id: null,
    society_id: null,
    status: 'active',
    avatar_url: null,
    last_login_at: null,
    language: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

export interface RenderOptions {
  path?: string;
  userType?: UserType | null;
  preloaded?: Partial<RootState>;
}

/** Renders UI inside the store, theme, notistack and a memory router, signed in as userType. */
export function renderWithProviders(ui: ReactElement, { path = '/', userType = 'super_admin', preloaded }: RenderOptions = {}) {
  const auth = userType ? { ...emptyAuthState, currentUser: testAdmin(userType), token: 'access', r_token: 'refresh' } : emptyAuthState;
  const store = makeStore({ auth, customization: initialCustomizationState, ...preloaded } as Partial<RootState>);
  const result = render(
    <Provider store={store}>
      <ThemeCustomization>
        <SnackbarHost>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SnackbarHost>
      </ThemeCustomization>
    </Provider>,
  );
  return { store, ...result };
}
