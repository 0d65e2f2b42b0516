import type { ClientErrorKind } from '@carcare/contracts';

const references = new Map<string, string>();

/**
 * Reports a failure to the API and answers its reference, which the error page shows so support
 * can find the report. The same failure reports once. Only this part is in every page's first code; the
 * report itself is built and sent by a chunk of its own (sendClientError.ts), whose name changes
 * only when its own code does, so it is usually still there when a deploy replaced a page's code.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): string {
  const failure = error instanceof Error ? error : new Error(String(error));
  // React renders a failed tree once more before giving up, which throws a second error object of
  // the same failure: the same message thrown from the same place (their deeper frames differ).
  const key = failure.message + (failure.stack ?? '').split('\n', 2).join();
  let reference = references.get(key);
  if (!reference) {
    reference = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(16).padStart(8, '0').toUpperCase();
    references.set(key, reference);
    const sent = reference;
    import('./sendClientError').then((module) => module.sendClientError(kind, failure, sent)).catch(() => undefined);
  }
  return reference;
}

/** Errors nothing caught and promises nothing awaited are reported too; the page goes on. */
export function reportUncaughtErrors(): void {
  addEventListener('error', (event) => reportClientError('uncaught_error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportClientError('unhandled_rejection', event.reason));
}
