import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@carcare/contracts';

/**
 * What the live stream tells the console: an event, or `resync` (read again what you show) when the
 * stream is back after a gap, and now and then while it is down, so the pages poll only then.
 */
export type LiveSignal = LiveEvent | { type: 'resync' };

const listeners = new Set<(signal: LiveSignal) => void>();

/**
 * The live stream's meeting point, light enough for every page: the connection (liveConnection.ts,
 * loaded after the page shows) publishes here, and the pages listen without loading it.
 */
export const liveBus = {
  publish(signal: LiveSignal): void {
    for (const listener of [...listeners]) listener(signal);
  },
  listen(listener: (signal: LiveSignal) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** What useLiveRefetch needs of an RTK Query hook's answer. */
interface RefetchableQuery {
  isFetching: boolean;
  isUninitialized: boolean;
  refetch: () => unknown;
}

/**
 * Reads `query` again whenever a live signal concerns it. A signal that arrives while it is being read
 * asks for one more reading once that ends: the reading under way may have started before the change.
 */
export function useLiveRefetch(query: RefetchableQuery, concerns: (signal: LiveSignal) => boolean): void {
  const latest = useRef({ query, concerns });
  const missed = useRef(false);
  useEffect(() => {
    latest.current = { query, concerns };
  });
  useEffect(
    () =>
      liveBus.listen((signal) => {
        const { query: now, concerns: concerning } = latest.current;
        if (now.isUninitialized || !concerning(signal)) return;
        if (now.isFetching) missed.current = true;
        else void now.refetch();
      }),
    [],
  );
  const { isFetching, refetch } = query;
  useEffect(() => {
    if (isFetching || !missed.current) return;
    missed.current = false;
    void refetch();
  }, [isFetching, refetch]);
}
