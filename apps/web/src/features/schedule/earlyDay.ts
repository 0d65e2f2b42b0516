/**
 * The day a board shows, asked for by the preload script (build/signedInPreload.ts) as index.html is
 * read, before any of the console's code: on an empty cache that code comes as dozens of files,
 * and the day's call, asked for by the page, would wait behind them for a free connection.
 * No imports: the build reads these names too.
 */

/** Where the preload script leaves its call: the address it asked for and the answer's promise. */
export const EARLY_DAY_GLOBAL = '__carcareDay';
/** The board's route path under both role homes that show it (the super admin's `main`, the workshop admin's `workshop`). */
export const EARLY_DAY_PATH = 'schedule';

interface EarlyDay {
  u: string;
  p: Promise<Response>;
}

/**
 * The early answer's body when it was asked for at `url` and came back 2xx; undefined otherwise
 * (none, another day, a refused or expired token, no network), and the caller asks for the day as
 * usual. Taken once, whatever it is: a later visit to the board never reads it.
 */
export async function takeEarlyDay(url: string): Promise<unknown> {
  const holder = window as unknown as Record<string, EarlyDay | undefined>;
  const early = holder[EARLY_DAY_GLOBAL];
  if (!early) return undefined;
  Reflect.deleteProperty(holder, EARLY_DAY_GLOBAL);
  if (early.u !== url) return undefined;
  try {
    const response = await early.p;
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
