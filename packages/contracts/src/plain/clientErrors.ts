/** Where the console reports its own failures (a render that failed, a promise nobody awaited). */
export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';

/**
 * What failed: a page's render (the route error page), a page's code that did not load (often a
 * stale bundle after a deploy), an error nothing caught, a rejected promise nothing awaited.
 */
export const CLIENT_ERROR_KINDS = ['render', 'chunk_load', 'uncaught_error', 'unhandled_rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The report's bounds: a report longer than these is cut by the console and refused by the API. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 4000,
  path: 300,
  reference: 16,
  userAgent: 300,
  release: 64,
  /** The whole body, in bytes, above which the API answers 413 without reading it. */
  bodyBytes: 16 * 1024,
} as const;

/** How many reports one page load sends at most: an error in a loop must not flood the API. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 5;
