import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SnackbarHost } from '../../components/snackbar/SnackbarHost';
import { render } from '@testing-library/react';
import type { Admin } from '@carcare/contracts';
import { attachStore } from '../../api/httpClient';
import { SignInNoticeHost } from '../../features/auth/SignInNoticeHost';
import { makeStore, type RootState } from '../makeStore';
import { LocationProbe } from './LocationProbe';
import { SearchProbe } from './SearchProbe';
import { signedInAs } from './testAdmin';

interface Options {
  preloadedState?: Partial<RootState>;
  path?: string;
  /** Routes beside the element under test, e.g. destinations of a redirect. */
  extraRoutes?: ReactNode;
  routePath?: string;
  /** Signs in a test admin with these fields (see testAdmin); preloadedState.auth wins over it. */
  admin?: Partial<Admin>;
  /** Shows the query string in an output, for tests of pages that keep their state in the URL (see currentSearch). */
  probeSearch?: boolean;
}

/** Renders `ui` at `path` with a fresh store (attached to the HTTP client), router, notistack and the sign-in notices. */
export function renderWithProviders(ui: ReactElement, { preloadedState, path = '/', extraRoutes, routePath = path, admin, probeSearch = false }: Options = {}) {
  const store = makeStore(admin ? { auth: signedInAs(admin), ...preloadedState } : preloadedState);
  const detach = attachStore(store);
  const view = render(
    <Provider store={store}>
      <SnackbarHost>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {extraRoutes}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
          {probeSearch ? <SearchProbe /> : null}
        </MemoryRouter>
      </SnackbarHost>
      <SignInNoticeHost />
    </Provider>,
  );
  return { store, detach, ...view };
}
