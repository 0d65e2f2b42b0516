import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Registers the Devanagari face's loading for Hindi (the sign-in page shows Hindi without the shell).
import './i18n/hindiFont';
import { App } from './App';
import { createAppRouter } from './shell/router';
import { store } from './app/store';
import { reportUncaughtErrors } from './app/clientErrors';

reportUncaughtErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router is built, and its first navigation started, in a task after the one that evaluates the
// console's code: that is a long task on a phone's CPU already, and in the same task it made
// one far longer than input can wait.
setTimeout(() => {
  const router = createAppRouter(store);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree in one task: input and painting stay responsive
  // while the console mounts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
}, 0);
