import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@carcare/contracts';
import { makeStore, type AppStore } from '../../app/makeStore';
import { signInSuccess } from '../../app/session/authSlice';
import { testAdmin } from '../../app/testing/testAdmin';
import { attachStore } from '../httpClient';
import { liveBus, type LiveSignal } from './liveBus';
import { FALLBACK_POLL_MS, startLiveConnection } from './liveConnection';

/** One opened stream the test writes to, as the server would. */
interface Stream {
  auth: string | null;
  url: string;
  write(text: string): void;
  close(): void;
  aborted: () => boolean;
}

let streams: Stream[] = [];
let refreshes: unknown[] = [];
let nextStatus = 200;
let detach: () => void = () => {};
let stop: () => void = () => {};
let signals: LiveSignal[] = [];
let unlisten: () => void = () => {};

function serveFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (url.endsWith('/api/token/refresh/')) {
        refreshes.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ access_token: `access-${refreshes.length + 1}`, refresh: `refresh-${refreshes.length + 1}` }), { status: 200 });
      }
      const status = nextStatus;
      nextStatus = 200;
      if (status !== 200) return new Response(JSON.stringify({ code: 'TOKEN_EXPIRED', message: 'expired' }), { status });
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      const signal = init.signal!;
      const stream: Stream = {
        auth: headers.get('authorization'),
        url,
        write: (text) => controller.enqueue(encoder.encode(text)),
        close: () => controller.close(),
        aborted: () => signal.aborted,
      };
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      streams.push(stream);
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
}

function signedIn(): AppStore {
  const store = makeStore();
  store.dispatch(signInSuccess({ admin: testAdmin(), access: 'access-1', refresh: 'refresh-1' }));
  detach = attachStore(store);
  return store;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const schedule: LiveEvent = { type: 'schedule', workshop_id: 3, dates: ['2026-12-02'] };

beforeEach(() => {
  streams = [];
  refreshes = [];
  signals = [];
  nextStatus = 200;
  unlisten = liveBus.listen((signal) => signals.push(signal));
  serveFetch();
});

afterEach(() => {
  stop();
  unlisten();
  detach();
  setVisibility('visible');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startLiveConnection', () => {
  it('opens the stream with the token in the Authorization header, not the URL, and publishes each event', async () => {
    signedIn();
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]!.auth).toBe('Bearer access-1');
    expect(streams[0]!.url).toBe('/api/v1/events');
    streams[0]!.write(`retry: 3000\n\n: keep-alive\n\ndata: ${JSON.stringify(schedule)}\n\ndata: {"type":"unknown"}\n\n`);
    await vi.waitFor(() => expect(signals).toEqual([schedule]));

    stop();
    expect(streams[0]!.aborted()).toBe(true);
  });

  it('renews an expired token when the server ends the stream for it, and opens again with the new one', async () => {
    const store = signedIn();
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.write('event: end\ndata: {"code":"TOKEN_EXPIRED"}\n\n');
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(refreshes).toEqual([{ refresh: 'refresh-1', user_active: false }]);
    expect(streams[1]!.auth).toBe('Bearer access-2');
    expect(store.getState().auth.token).toBe('access-2');
    // Back after a gap: the pages read again what they show.
    await vi.waitFor(() => expect(signals).toEqual([{ type: 'resync' }]));
  });

  it('renews the token when the stream is refused with 401 at its opening', async () => {
    signedIn();
    nextStatus = 401;
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(refreshes).toHaveLength(1);
    expect(streams[0]!.auth).toBe('Bearer access-2');
  });

  it('reconnects after the server’s retry delay when the stream drops, and says resync when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.write('retry: 5000\n\n');
    await vi.advanceTimersByTimeAsync(10);
    streams[0]!.close();
    await vi.advanceTimersByTimeAsync(4000);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    await vi.waitFor(() => expect(signals).toEqual([{ type: 'resync' }]));
    expect(refreshes).toEqual([]);
  });

  it('while the stream is down, tells the pages to read again now and then (the fallback polling), and not while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(signals).toEqual([]);

    // The server is gone: every attempt fails, and the pages poll meanwhile.
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    streams[0]!.close();
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(signals.length).toBeGreaterThanOrEqual(2);
    expect(signals.every((signal) => signal.type === 'resync')).toBe(true);

    // A hidden tab does not poll.
    setVisibility('hidden');
    const before = signals.length;
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(signals).toHaveLength(before);
  });

  it('closes its stream while the tab is hidden and opens it again, with a resync, when it shows', async () => {
    signedIn();
    stop = startLiveConnection();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    setVisibility('hidden');
    await vi.waitFor(() => expect(streams[0]!.aborted()).toBe(true));
    setVisibility('visible');
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    await vi.waitFor(() => expect(signals).toEqual([{ type: 'resync' }]));
  });

  it('opens nothing without a signed-in admin', async () => {
    stop = startLiveConnection();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(streams).toEqual([]);
  });
});
