import type { ClientErrorKind } from '@carcare/contracts';

/**
 * Reports a failure to the API (app/sendClientError.ts) and answers its reference, which the error
 * page shows so support can find the report. Only this small part is in every page's first code; the
 * report is built and sent by a chunk of its own, whose name changes only when its own code does,
 * so it is usually still there when a deploy replaced a page's code.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): Promise<string> {
  return import('./sendClientError').then((module) => module.reportClientError(kind, error));
}

/** Errors nothing caught and promises nothing awaited are reported too; the page goes on. */
export function reportUncaughtErrors(): void {
  const report = (kind: ClientErrorKind, error: unknown) => void reportClientError(kind, error).catch(() => undefined);
  addEventListener('error', (event) => report('uncaught_error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => report('unhandled_rejection', event.reason));
}
