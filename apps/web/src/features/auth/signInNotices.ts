export type NoticeSeverity = 'success' | 'error';

export interface SignInNotice {
  /** Tells a notice from the one before it with the same text (each restarts the timer). */
  id: number;
  severity: NoticeSeverity;
  text: string;
}

/**
 * The sign-in results (spec §2: one top-centre snackbar that hides after 3000 ms). Kept outside
 * React's tree of routes so "Login successful!" survives the redirect to the console, and drawn
 * without notistack or MUI, which the sign-in page does not load.
 */
let shown: SignInNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: SignInNotice | null) {
  shown = next;
  for (const listener of listeners) listener();
}

/** Shows `text`, replacing the notice shown (one at a time). */
export function showSignInNotice(severity: NoticeSeverity, text: string): void {
  publish({ id: nextId++, severity, text });
}

/** Hides the notice `id` if it is still the one shown. */
export function hideSignInNotice(id?: number): void {
  if (shown && (id === undefined || shown.id === id)) publish(null);
}

export function subscribeToSignInNotice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentSignInNotice = () => shown;
