/**
 * Whether someone used the console since the last token refresh (DESIGN §5: background polling
 * does not count as activity). Input marks it; the next refresh takes it and tells the server
 * (`user_active`), which moves the session's idle clock only when it is true. The mark lives in
 * localStorage so that the tab which happens to refresh reports input made in any tab.
 */
export const USER_ACTIVITY_STORAGE_KEY = 'carcare-user-active';

/** At most one localStorage write per tab in this long, however fast the input comes. */
export const USER_ACTIVITY_WRITE_INTERVAL_MS = 5_000;

/** Input that means a person is at the console; a tab coming back into view counts too. */
export const USER_INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

const MARK = '1';

let lastWriteAt = Number.NEGATIVE_INFINITY;
// Used only when localStorage is unavailable (private mode quotas, tests without it).
let markedInMemory = false;

/** Records that someone used the console now. */
export function noteUserActivity(now = Date.now()): void {
  if (now - lastWriteAt < USER_ACTIVITY_WRITE_INTERVAL_MS) return;
  lastWriteAt = now;
  markedInMemory = true;
  try {
    localStorage.setItem(USER_ACTIVITY_STORAGE_KEY, MARK);
  } catch {
    // The in-memory mark still serves this tab.
  }
}

/** Whether there was input since the last call, in any tab; clears the mark (called once per refresh). */
export function takeUserActivity(): boolean {
  let marked = markedInMemory;
  markedInMemory = false;
  // The next input is written at once, not after the throttle interval.
  lastWriteAt = Number.NEGATIVE_INFINITY;
  try {
    marked = localStorage.getItem(USER_ACTIVITY_STORAGE_KEY) === MARK;
    localStorage.removeItem(USER_ACTIVITY_STORAGE_KEY);
  } catch {
    // Without localStorage the in-memory mark is all there is.
  }
  return marked;
}

/** Listens for user input on the page; returns the function that stops listening. */
export function startUserActivityTracking(target: Window = window): () => void {
  const onInput = () => noteUserActivity();
  const onVisibilityChange = () => {
    if (target.document.visibilityState === 'visible') noteUserActivity();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of USER_INPUT_EVENTS) target.addEventListener(type, onInput, options);
  target.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    for (const type of USER_INPUT_EVENTS) target.removeEventListener(type, onInput, options);
    target.document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
