import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Registers the Devanagari face's loading for Hindi (the sign-in page shows Hindi without the shell).
import './i18n/hindiFont';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree in one task: input and painting stay responsive while the
// console mounts.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
