import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { render } from '@testing-library/react';
import { attachStore } from '../../api/httpClient';
import { makeStore, type RootState } from '../makeStore';
import { LocationProbe } from './LocationProbe';

interface Options {
  preloadedState?: Partial<RootState>;
  path?: string;
  /** Routes beside the element under test, e.g. destinations of a redirect. */
  extraRoutes?: ReactNode;
  routePath?: string;
}

/** Renders `ui` at `path` with a fresh store (attached to the HTTP client), router and notistack. */
export function renderWithProviders(ui: ReactElement, { preloadedState, path = '/', extraRoutes, routePath = path }: Options = {}) {
  const store = makeStore(preloadedState);
  const detach = attachStore(store);
  const view = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={3}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {extraRoutes}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { store, detach, ...view };
}
