// The entry: the styles every page needs (index.html links them), then the console's code.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './styles/plainPages.css';
import './styles/firstFrame.css';
import { FIRST_FRAME_ID, PAINT_WAIT_MS } from './app/firstFrameMarks';

const startConsole = () => import('./startConsole');

// A signed-in visit's first frame (build/firstFrame.ts) is painted before the console's code is
// asked for and run: evaluating React, the router and MUI holds a phone's main thread for a few
// hundred milliseconds, and its download shares a slow network with the frame's styles. The frame's
// script asks for the code once the frame is painted (build/signedInPreload.ts); importing it
// earlier here would ask for it before. Signed out, there is no frame: the code starts at once.
if (document.getElementById(FIRST_FRAME_ID) && document.visibilityState === 'visible') {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void startConsole();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, PAINT_WAIT_MS);
} else {
  void startConsole();
}
