import { useLayoutEffect } from 'react';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_ID } from './firstFrameMarks';

export { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_ID };

/**
 * Takes over from the first frame a signed-in visit draws before the console's code arrives: removes
 * it and marks the page, so a frame script that runs late draws nothing over the console.
 */
export function endFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
  document.documentElement.setAttribute(FIRST_FRAME_ATTRIBUTE, 'done');
}

/**
 * For each page a visit can end on (the console's frame, the sign-in page, the error pages): the
 * first frame goes as the page is put on screen, before it is painted, so the two never show together.
 */
export function useEndFirstFrame(): void {
  useLayoutEffect(endFirstFrame, []);
}
