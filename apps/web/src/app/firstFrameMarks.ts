/** The first frame's element and <html>'s mark (build/firstFrame.ts draws them; its test checks they match). */
export const FIRST_FRAME_ID = 'first-frame';
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';
