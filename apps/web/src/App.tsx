import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './shell/router';
import type { AppStore } from './app/makeStore';

/**
 * The store and the router. MUI's theme and notistack wrap every route but the sign-in page, in
 * the console's shell (shell/ConsoleShell.tsx, a lazy chunk).
 */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

export default App;
