/**
 * Runs `task` once the browser has nothing more urgent to do (requestIdleCallback, at the latest
 * after `timeoutMs`): for code a page does not need to show itself, so it neither delays the page's
 * first render nor waits for the first click. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
