import { LIVE_END_EVENT, LIVE_EVENTS_PATH, type LiveEvent } from '@carcare/contracts';
import { config } from '../../config';
import { refreshAccessToken } from '../httpClient';
import { attachedStore } from '../sessionStore';
import { liveBus } from './liveBus';
import { sseReader } from './sse';

/** The wait before reconnecting after a drop, until the server's `retry:` says otherwise; it doubles with each failure in a row. */
const FIRST_RETRY_MS = 3000;
const MAX_RETRY_MS = 30_000;
/** While the stream is down (and the tab shown), how often the pages are told to read again: the fallback polling. */
export const FALLBACK_POLL_MS = 10_000;

/**
 * How one connection ended:
 * - renew: the server refused the token or ended the stream (an expired token, a session that ended):
 *   the token is renewed, which signs the console out when the session is over, and the stream opens again;
 * - dropped: the network or the server went away: reconnect after a wait;
 * - paused: the tab was hidden or the connection stopped; signed-out: no token.
 */
type Outcome = { kind: 'renew'; token: string } | { kind: 'dropped' } | { kind: 'paused' } | { kind: 'signed-out' };

function liveEventOf(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as { type?: unknown } | null;
    return event && (event.type === 'schedule' || event.type === 'notifications') ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

const currentToken = () => attachedStore()?.getState().auth.token ?? null;
const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Opens the console's live stream (GET /api/v1/events) and keeps it open while the session lasts,
 * publishing what it hears on liveBus; while it is down, a `resync` now and then makes the pages poll
instead. It is read with fetch, not EventSource, so the token travels in
 * the Authorization header and never in a URL. A hidden tab closes its stream (the tab's pages catch up
 * with `resync` when it shows again), which also keeps a browser's few connections per server free for
 * the tabs in use. Answers the function that stops it.
 */
export function startLiveConnection(): () => void {
  let stopped = false;
  let running = false;
  let opened = false;
  let connected = false;
  let current: AbortController | null = null;
  let retryMs = FIRST_RETRY_MS;
  let failures = 0;
  let renewals = 0;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function connectOnce(): Promise<Outcome> {
    const token = currentToken();
    if (!token) return { kind: 'signed-out' };
    const controller = new AbortController();
    current = controller;
    let ended = false;
    try {
      const response = await fetch(`${config.apiBaseUrl}${LIVE_EVENTS_PATH}`, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) return { kind: 'renew', token };
      if (!response.ok || !response.body) return { kind: 'dropped' };
      failures = 0;
      renewals = 0;
      connected = true;
      // Back after a gap: whatever changed meanwhile was not heard, so the pages read again.
      if (opened) liveBus.publish({ type: 'resync' });
      opened = true;
      const push = sseReader(
        (message) => {
          if (message.event === LIVE_END_EVENT) {
            ended = true;
            controller.abort();
          } else if (message.event === 'message') {
            const event = liveEventOf(message.data);
            if (event) liveBus.publish(event);
          }
        },
        (ms) => {
          retryMs = Math.max(1000, ms);
        },
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted (hidden, stopped or ended) or the network failed: told apart below.
    } finally {
      if (current === controller) current = null;
      connected = false;
    }
    if (ended) return { kind: 'renew', token };
    return controller.signal.aborted ? { kind: 'paused' } : { kind: 'dropped' };
  }

  async function run() {
    if (running) return;
    running = true;
    try {
      while (!stopped && !tabHidden()) {
        const outcome = await connectOnce();
        if (stopped || outcome.kind === 'signed-out') break;
        // Hidden: the loop ends (while's test); shown again meanwhile: it opens the stream again.
        if (outcome.kind === 'paused') continue;
        if (outcome.kind === 'renew') {
          renewals += 1;
          // Another call may have renewed the token already; if the session is over, the refresh signs the console out.
          if (currentToken() === outcome.token) {
            try {
              await refreshAccessToken();
            } catch {
              break;
            }
          }
          // A token refused again right after its renewal is not retried at once.
          if (renewals === 1) continue;
        }
        failures += 1;
        await pause(Math.min(retryMs * 2 ** (failures - 1), MAX_RETRY_MS));
      }
    } finally {
      running = false;
    }
  }

  const onVisibility = () => {
    if (tabHidden()) {
      current?.abort();
    } else {
      wake?.();
      void run();
    }
  };
  const onOnline = () => wake?.();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  const fallback = setInterval(() => {
    if (!connected && !tabHidden()) liveBus.publish({ type: 'resync' });
  }, FALLBACK_POLL_MS);
  void run();

  return () => {
    stopped = true;
    clearInterval(fallback);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    current?.abort();
    wake?.();
  };
}
