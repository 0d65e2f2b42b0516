import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** What notistack's module offers once a provider of it is mounted. */
export interface Snackbars {
  enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey;
  closeSnackbar(key?: SnackbarKey): void;
}

let shown: Snackbars | null = null;
let waiting: Array<(snackbars: Snackbars) => void> = [];
let requestHost: (() => void) | null = null;
let nextKey = 0;

function whenShown(run: (snackbars: Snackbars) => void): void {
  if (shown) {
    run(shown);
    return;
  }
  waiting.push(run);
  requestHost?.();
}

/**
 * Shows a message as notistack would, with its options; answers the message's key at once. The
 * console's pages ask for messages through here rather than through notistack: notistack (its
 * module builds its styles as it loads) arrives after the page has painted (SnackbarHost), and a
 * message asked for before that waits for it.
 */
export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `message-${(nextKey += 1)}`;
  whenShown((snackbars) => snackbars.enqueueSnackbar(message, { ...options, key }));
  return key;
}

/** Closes a message (all of them without a key). */
export function closeSnackbar(key?: SnackbarKey): void {
  whenShown((snackbars) => snackbars.closeSnackbar(key));
}

const SNACKBARS: Snackbars = { enqueueSnackbar, closeSnackbar };

/** notistack's useSnackbar, for the console's pages. */
export function useSnackbar(): Snackbars {
  return SNACKBARS;
}

/** For SnackbarHost: its provider is mounted (or gone), and the messages waiting for it are shown. */
export function snackbarsShown(snackbars: Snackbars | null): void {
  shown = snackbars;
  if (!snackbars) return;
  const ready = waiting;
  waiting = [];
  ready.forEach((run) => run(snackbars));
}

/** For SnackbarHost: `request` is called when a message is waiting for the provider. Answers a function that stops it. */
export function onSnackbarWanted(request: () => void): () => void {
  requestHost = request;
  if (waiting.length > 0) request();
  return () => {
    if (requestHost === request) requestHost = null;
  };
}
