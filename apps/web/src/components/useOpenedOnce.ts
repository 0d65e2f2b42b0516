import { useState } from 'react';

/**
 * True from the first render where `open` is, and from then on: a dialog whose code loads on demand
 * (lazyNamed) mounts the first time it opens and stays mounted, so it closes with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
