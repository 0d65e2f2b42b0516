import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_REPORTS_PER_PAGE, CLIENT_ERRORS_PATH } from '@carcare/contracts';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
const sentBodies = () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, string>);

/** Each test starts a fresh page load: nothing reported yet. */
async function freshModules() {
  vi.resetModules();
  const { reportUncaughtErrors } = await import('./clientErrors');
  return { reportUncaughtErrors, reportClientError: (await import('./sendClientError')).reportClientError };
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/main/workers?q=9876543210');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportClientError', () => {
  it('posts the failure with its reference and the page path without its query string', async () => {
    const { reportClientError } = await freshModules();
    const reference = reportClientError('render', new TypeError('x is undefined'));
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(CLIENT_ERRORS_PATH);
    expect(sentBodies()[0]).toMatchObject({ kind: 'render', reference, message: 'x is undefined', path: '/main/workers' });
    expect(JSON.stringify(sentBodies()[0])).not.toContain('9876543210');
  });

  it('reports one failure once, even when React throws it again as a new error object, and answers the same reference', async () => {
    const { reportClientError } = await freshModules();
    const fail = () => new Error('boom');
    expect(reportClientError('render', fail())).toBe(reportClientError('render', fail()));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(reportClientError('render', new Error('another failure'))).not.toBe(reportClientError('render', fail()));
  });

  it('reports a promise nobody awaited once reporting is installed', async () => {
    const { reportUncaughtErrors } = await freshModules();
    reportUncaughtErrors();
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = new Error('nobody caught me');
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(sentBodies()).toEqual([expect.objectContaining({ kind: 'unhandled_rejection', message: 'nobody caught me' })]));
  });
});

describe('the report', () => {
  it('names a page whose code did not load a chunk_load', async () => {
    const { reportClientError } = await freshModules();
    reportClientError('render', new TypeError('Failed to fetch dynamically imported module: /assets/WorkersPage-1a.js'));
    expect(sentBodies()[0]?.kind).toBe('chunk_load');
  });

  it('sends a few reports per page load at most', async () => {
    const { reportClientError } = await freshModules();
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_PAGE + 3; i++) expect(reportClientError('unhandled_rejection', new Error(`loop ${i}`))).toMatch(/^[0-9A-F]{8}$/);
    expect(fetchMock).toHaveBeenCalledTimes(CLIENT_ERROR_REPORTS_PER_PAGE);
  });

  it('does not report the browser’s own notices (an aborted request, a ResizeObserver loop)', async () => {
    const { reportClientError } = await freshModules();
    reportClientError('unhandled_rejection', new DOMException('The operation was aborted.', 'AbortError'));
    reportClientError('uncaught_error', new Error('ResizeObserver loop completed with undelivered notifications.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
