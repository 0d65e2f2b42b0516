import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Registers the Devanagari face's loading for Hindi (the sign-in page shows Hindi without the shell).
import './i18n/hindiFont';
import { App } from './App';
import { createAppRouter } from './app/router';
import { store } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router is built in a task after the one that evaluates the console's code: building it over
// every role's routes takes about 50 ms of a phone's CPU (4× slower), which made that task twice as
// long as input can wait.
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
