/** The first frame's element and <html>'s mark (build/firstFrame.ts draws them; its test checks they match). */
export const FIRST_FRAME_ID = 'first-frame';
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/**
 * Most a visit with a first frame waits for its paint before asking for and running the console's
 * code (src/main.tsx, and the frame's script in build/signedInPreload.ts).
 */
export const PAINT_WAIT_MS = 100;
