import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { store } from './app/store';
import { SignInNoticeHost } from './features/auth/SignInNoticeHost';

const router = createAppRouter(store);

/**
 * The store and the router. MUI's theme and notistack wrap every route but the sign-in page, in
 * the console's shell (app/ConsoleShell.tsx, a lazy chunk); the sign-in notices are drawn here,
 * beside the routes, so "Login successful!" stays up across the redirect into the console.
 */
export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <SignInNoticeHost />
    </Provider>
  );
}

export default App;
