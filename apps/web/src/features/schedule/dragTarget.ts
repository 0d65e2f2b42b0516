import type { DropRefusal } from './dropRules';

/** Where a dragged job would land now, and whether the server would take it. */
export interface DragTarget {
  jobId: number;
  workerId: number;
  start: number;
  duration: number;
  refusal: DropRefusal | null;
}

type Listener = () => void;

/**
 * The target of the drag under way, outside React's state: only the lanes it enters or leaves
 * re-render (useSyncExternalStore with a per-lane snapshot), never the whole board on a pointer move.
 */
export function createDragTargetStore() {
  let target: DragTarget | null = null;
  const listeners = new Set<Listener>();
  return {
    get: () => target,
    set(next: DragTarget | null) {
      if (next === target) return;
      if (next && target && next.workerId === target.workerId && next.start === target.start && next.jobId === target.jobId) return;
      target = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DragTargetStore = ReturnType<typeof createDragTargetStore>;
