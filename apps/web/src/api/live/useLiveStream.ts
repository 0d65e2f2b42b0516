import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { whenIdle } from '../../app/whenIdle';

/**
 * Keeps the live stream open while someone is signed in (mounted once, by the console's frame). Its
 * code loads once the page has shown, so no page waits for it; signing out stops it.
 */
export function useLiveStream(): void {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      void import('./liveConnection').then(({ startLiveConnection }) => {
        if (!cancelled) stop = startLiveConnection();
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [signedIn]);
}
